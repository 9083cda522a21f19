import type { Block } from '../../../shared/contract/cms';

/**
 * CMS HTML. It was sanitised when the flow loaded (stores.ts), with DOMPurify imported on demand and the
 * one allow-list of shared/sanitize-policy.ts, so DOMPurify is not in this widget's first chunk.
 */
export function Html({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`sport-gift-card__rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The CMS description cards (spec §2 "Gift card screens"). */
export function TextCards({ cards, label }: { cards: readonly Block[]; label: string }) {
  if (!cards.length) return null;
  return (
    <section className="sport-gift-card__cards" aria-label={label}>
      {cards.map((card, index) => (
        <div key={index} className="sport-gift-card__card">
          {card.blockTitle ? <h3>{card.blockTitle}</h3> : null}
          {card.blockSubTitle ? <p className="sport-gift-card__card-subtitle">{card.blockSubTitle}</p> : null}
          <Html html={card.blockText} />
          <Html html={card.underText} />
        </div>
      ))}
    </section>
  );
}
