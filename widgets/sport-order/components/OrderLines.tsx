import type { CartItem } from '../../../shared/contract/cart';
import { formatMoney, parseAmount } from '../../../shared/format';
import { nl } from '../nl';

/** The participants with their price, and the options (shirt with size) of the summary (spec §2 "Order step 3"). */
export function OrderLines({ lines, shirtTitle }: { lines: { item: CartItem; name: string }[]; shirtTitle: string }) {
  const shirts = lines.filter(({ item }) => item.with_shirt);
  return (
    <>
      <section aria-labelledby="sport-order-participants">
        <h3 id="sport-order-participants">{nl.summary.participants}</h3>
        <ul className="sport-order__lines">
          {lines.map(({ item, name }) => (
            <li key={item.profile_id}>
              <span>{name}</span>
              <span>{formatMoney(item.price)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sport-order-options">
        <h3 id="sport-order-options">{nl.summary.options}</h3>
        {shirts.length === 0 ? (
          <p className="sport-order__muted">{nl.summary.noOptions}</p>
        ) : (
          <ul className="sport-order__lines">
            {shirts.map(({ item, name }) => (
              <li key={item.profile_id}>
                <span>
                  {nl.summary.shirt(shirtTitle, item.shirt_size)} <span className="sport-order__muted">{nl.summary.shirtFor(name)}</span>
                </span>
                <span>{item.free_shirt || parseAmount(item.shirt_price) === 0 ? nl.summary.free : formatMoney(item.shirt_price)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
