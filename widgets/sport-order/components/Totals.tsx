import type { SummaryTotals } from '../summary-totals';
import { formatMoney, parseAmount } from '../../../shared/format';
import { nl } from '../nl';

/** spec §4 "Summary totals": only the total, or the subtotal, a discount line and the discounted total. */
export interface AppliedCode {
  field: 'coupon_code' | 'giftcard_code';
  code: string;
  /** what this code takes off (cart meta coupon_amount / giftcard_amount) */
  amount?: string | undefined;
}

/** 'Korting (CODE)' for a voucher, 'Cadeaubon (CODE)' for a gift card: a gift card pays part of the order, it is no discount. */
function codeLabel(codes: readonly AppliedCode[]): string {
  const vouchers = codes.filter((c) => c.field === 'coupon_code').map((c) => c.code);
  const giftCards = codes.filter((c) => c.field === 'giftcard_code').map((c) => c.code);
  if (giftCards.length && !vouchers.length) return nl.summary.giftCard(giftCards.join(', '));
  return [nl.summary.discount(vouchers.join(', ')), ...giftCards.map((code) => nl.summary.giftCard(code))].join(', ');
}

export function Totals({ totals, codes }: { totals: SummaryTotals; codes: readonly AppliedCode[] }) {
  // a voucher and a gift card together: a line each when the server says what each takes off
  const perCode = codes.length > 1 && codes.every((c) => c.amount && parseAmount(c.amount) > 0);
  return (
    <dl className="sport-order__totals">
      {totals.discount ? (
        <>
          <div>
            <dt>{nl.summary.subtotal}</dt>
            <dd>{formatMoney(totals.base)}</dd>
          </div>
          {perCode ? (
            codes.map((c) => (
              <div key={c.field}>
                <dt>{codeLabel([c])}</dt>
                <dd>− {formatMoney(c.amount!)}</dd>
              </div>
            ))
          ) : (
            <div>
              <dt>{codeLabel(codes)}</dt>
              <dd>− {formatMoney(totals.discountAmount)}</dd>
            </div>
          )}
        </>
      ) : null}
      <div className="sport-order__total">
        <dt>{nl.summary.total}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
