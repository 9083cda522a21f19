import type { Block } from '../contract/cms';
import { RichText } from './RichText';

interface Props {
  cards: readonly Block[];
  /** the widget's class prefix: `${block}__cards`, `${block}__card`, … (the widget's styles.css) */
  block: string;
  heading: 'h2' | 'h3';
  /** a named section of cards; without a name, a list */
  label?: string;
}

/**
 * The CMS text cards (spec §2 "Order step 1", "Gift card screens"): title, subtitle and two rich texts.
 * Their HTML goes through RichText, the one place CMS HTML is sanitised and set (one path to review for XSS).
 */
export function TextCards({ cards, block, heading: Heading, label }: Props) {
  if (!cards.length) return null;
  const items = cards.map((card, index) => {
    const content = (
      <>
        {card.blockTitle ? <Heading className={`${block}__card-title`}>{card.blockTitle}</Heading> : null}
        {card.blockSubTitle ? <p className={`${block}__card-subtitle`}>{card.blockSubTitle}</p> : null}
        <RichText html={card.blockText} className={`${block}__rich-text`} />
        <RichText html={card.underText} className={`${block}__under-text`} />
      </>
    );
    return label ? (
      <div key={index} className={`${block}__card`}>
        {content}
      </div>
    ) : (
      <li key={index} className={`${block}__card`}>
        {content}
      </li>
    );
  });
  return label ? (
    <section className={`${block}__cards`} aria-label={label}>
      {items}
    </section>
  ) : (
    <ul className={`${block}__cards`}>{items}</ul>
  );
}
