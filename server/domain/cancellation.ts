// What a cancel gives back (docs/rules.md "Cancellation"): the event's rule from the CMS (else the
// order flow's, else the shop's default), the calendar days in Europe/Amsterdam, and each order line's
// share of what was paid.
import { DEFAULT_CANCELLATION_RULE, cancellationPolicyText, type CancellationRule } from '../../shared/contract/cancellation';
import type { Deps } from '../context';
import type { EventRow } from '../db/events';
import type { OrderItemRow, OrderRow } from '../db/orders';

const ZONE = 'Europe/Amsterdam';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of a moment in Europe/Amsterdam: 'YYYY-MM-DD'. */
export const amsterdamDay = (ms: number): string => dayFormat.format(new Date(ms));

/** 'YYYY-MM-DD' minus whole days (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** The event's own rule, else the order flow's, else the default. */
export function ruleOf(deps: Deps, event: Pick<EventRow, 'uuid'>): CancellationRule {
  const own = deps.content.events().find((e) => e.external_id === event.uuid)?.cancellation;
  return own ?? deps.content.orderFlow().cancellation ?? DEFAULT_CANCELLATION_RULE;
}

export interface Window {
  /** the percentage a parent gets back today: 100, 100 − feePercent, or 0 (no cancel by the parent) */
  percent: number;
  /** the last day of a free cancel, and of any cancel by the parent */
  freeUntil: string;
  cancelUntil: string;
  policy: string;
}

/** Where `now` falls in the rule for an event starting at `startDate` (ISO with offset). */
export function cancelWindow(rule: CancellationRule, startDate: string, now: number): Window {
  const firstDay = amsterdamDay(Date.parse(startDate));
  const today = amsterdamDay(now);
  const freeUntil = daysBefore(firstDay, rule.freeUntilDaysBefore);
  const partial = rule.lastDaysBefore !== null && rule.lastDaysBefore < rule.freeUntilDaysBefore && rule.feePercent < 100;
  const cancelUntil = partial ? daysBefore(firstDay, rule.lastDaysBefore!) : freeUntil;
  const percent = today <= freeUntil ? 100 : today <= cancelUntil ? 100 - rule.feePercent : 0;
  return { percent, freeUntil, cancelUntil, policy: cancellationPolicyText(rule) };
}

/** What a line cost before codes: the child's price and a paid shirt. */
export const lineCents = (item: Pick<OrderItemRow, 'price_cents' | 'with_shirt' | 'free_shirt' | 'shirt_price_cents'>): number =>
  item.price_cents + (item.with_shirt && !item.free_shirt ? item.shirt_price_cents : 0);

/** What the parent paid for the order: the provider's part and the gift card's (the voucher's discount is not money). */
export const paidCents = (order: Pick<OrderRow, 'total_cents' | 'giftcard_cents'>): number => order.total_cents + order.giftcard_cents;

/**
 * A line's share of what was paid: the voucher's discount is spread over the lines by their price
 * (docs/rules.md "Cancellation": the voucher stays with the order), and the last line still standing
 * gets what is left, so the shares add up to the amount paid to the cent.
 */
export function lineShare(order: OrderRow, items: OrderItemRow[], item: OrderItemRow): number {
  const paid = paidCents(order);
  const base = items.reduce((sum, i) => sum + lineCents(i), 0);
  if (base <= 0) return 0;
  const share = (i: OrderItemRow) => Math.floor((paid * lineCents(i)) / base);
  const others = items.filter((i) => i.id !== item.id);
  const standing = others.filter((i) => i.canceled_at === null);
  return standing.length === 0 ? paid - others.reduce((sum, i) => sum + share(i), 0) : share(item);
}

/**
 * How an amount goes back: what the gift card paid goes back onto the card in proportion, the rest to
 * the account; neither beyond what it brought in minus what went back already.
 */
export function splitRefund(
  order: Pick<OrderRow, 'total_cents' | 'giftcard_cents'>,
  amount: number,
  already: { account: number; giftCard: number },
): { account: number; giftCard: number } {
  const paid = paidCents(order);
  const cardLeft = order.giftcard_cents - already.giftCard;
  const accountLeft = order.total_cents - already.account;
  let giftCard = paid > 0 ? Math.min(cardLeft, Math.round((amount * order.giftcard_cents) / paid)) : 0;
  let account = Math.min(accountLeft, amount - giftCard);
  // what one side cannot take (rounding, earlier partial refunds) goes to the other
  giftCard = Math.min(cardLeft, amount - account);
  account = Math.min(accountLeft, amount - giftCard);
  return { account: Math.max(0, account), giftCard: Math.max(0, giftCard) };
}
