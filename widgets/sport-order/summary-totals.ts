import { parseAmount } from '../../shared/format';
import type { CartMeta } from '../../shared/contract/cart';

export type SummaryTotals = { discount: false; total: string } | { discount: true; base: string; discountAmount: string; total: string };

/**
 * spec §4 "Summary totals": amounts are compared with their thousand commas removed. Equal: only the
 * total. Base above the cart amount: a discount line and the discounted total.
 */
export function summaryTotals(meta: Pick<CartMeta, 'base_amount' | 'cart_amount' | 'discount_amount'>): SummaryTotals {
  const base = parseAmount(meta.base_amount);
  const toPay = parseAmount(meta.cart_amount);
  if (base > toPay) {
    const stated = parseAmount(meta.discount_amount);
    const discountAmount = stated > 0 ? meta.discount_amount : (base - toPay).toFixed(2);
    return { discount: true, base: meta.base_amount, discountAmount, total: meta.cart_amount };
  }
  return { discount: false, total: meta.cart_amount };
}
