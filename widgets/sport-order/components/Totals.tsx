import type { SummaryTotals } from '../summary-totals';
import { formatMoney } from '../../../shared/format';
import { nl } from '../nl';

/** spec §4 "Summary totals": only the total, or the subtotal, a discount line and the discounted total. */
export function Totals({ totals, codes }: { totals: SummaryTotals; codes: (string | null)[] }) {
  return (
    <dl className="sport-order__totals">
      {totals.discount ? (
        <>
          <div>
            <dt>{nl.summary.subtotal}</dt>
            <dd>{formatMoney(totals.base)}</dd>
          </div>
          <div>
            <dt>{nl.summary.discount(codes.filter(Boolean).join(', '))}</dt>
            <dd>− {formatMoney(totals.discountAmount)}</dd>
          </div>
        </>
      ) : null}
      <div className="sport-order__total">
        <dt>{nl.summary.total}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
