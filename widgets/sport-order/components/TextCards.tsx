import type { Block } from '../../../shared/contract/cms';
import { RichText } from '../../../shared/ui/RichText';

/** The CMS text cards of step 1 (spec §2 "Order step 1"). */
export function TextCards({ cards }: { cards: readonly Block[] }) {
  if (!cards.length) return null;
  return (
    <ul className="sport-order__cards">
      {cards.map((card, index) => (
        <li key={index} className="sport-order__card">
          {card.blockTitle ? <h2 className="sport-order__card-title">{card.blockTitle}</h2> : null}
          {card.blockSubTitle ? <p className="sport-order__card-subtitle">{card.blockSubTitle}</p> : null}
          <RichText html={card.blockText} />
          <RichText html={card.underText} className="sport-order__under-text" />
        </li>
      ))}
    </ul>
  );
}
