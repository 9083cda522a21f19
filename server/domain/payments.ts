// Acting on a payment status (Mollie style): the webhook and the return URL only say which
// payment; the status is always fetched from the provider and applied idempotently.
import type { Deps } from '../context';
import { FINAL_PAYMENT_STATUSES, FINAL_STATUSES, type PaymentStatus } from '../payments/provider';
import { applyGiftCardStatus } from './gift-cards';
import { applyOrderStatus } from './orders';

export interface PaymentRow {
  id: number;
  uuid: string;
  provider: string;
  provider_id: string;
  order_id: number | null;
  gift_card_id: number | null;
  amount_cents: number;
  status: PaymentStatus;
}

export const findPaymentByProviderId = (deps: Deps, providerId: string) =>
  deps.db.prepare('SELECT * FROM payments WHERE provider_id = ?').get(providerId) as PaymentRow | undefined;

export const findPaymentByUuid = (deps: Deps, paymentUuid: string) =>
  deps.db.prepare('SELECT * FROM payments WHERE uuid = ?').get(paymentUuid) as PaymentRow | undefined;

/** Fetches the status from the provider and applies it. A repeated call changes nothing. */
export async function syncPayment(deps: Deps, payment: PaymentRow): Promise<PaymentStatus> {
  const { status } = await deps.payments.getPayment(payment.provider_id);
  deps.db
    .transaction(() => {
      deps.db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status != ?').run(status, deps.now(), payment.id, status);
      if (payment.order_id !== null) applyOrderStatus(deps, payment.order_id, status);
      if (payment.gift_card_id !== null) applyGiftCardStatus(deps, payment.gift_card_id, status);
    })
    .immediate();
  return status;
}

/**
 * An order that is still open or pending asks the provider about its payment before it is shown
 * (issue 13 finding 5): when the webhook was lost (a crash between the provider's status and our
 * update), the order is settled here. A provider that cannot be reached leaves it as it is.
 */
export async function settleOrder(deps: Deps, orderId: number): Promise<void> {
  const status = deps.db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(orderId);
  if (status === 'open' || status === 'pending') await syncOpenPayments(deps, 'order_id', orderId);
}

/** The same for a gift card still waiting for its payment (the success page asks while it waits). */
export async function settleGiftCard(deps: Deps, cardId: number): Promise<void> {
  const status = deps.db.prepare('SELECT status FROM gift_cards WHERE id = ?').pluck().get(cardId);
  if (status === 'pending') await syncOpenPayments(deps, 'gift_card_id', cardId);
}

async function syncOpenPayments(deps: Deps, column: 'order_id' | 'gift_card_id', id: number): Promise<void> {
  const payments = deps.db.prepare(`SELECT * FROM payments WHERE ${column} = ?`).all(id) as PaymentRow[];
  for (const payment of payments) {
    if (!FINAL_STATUSES.has(payment.status)) await syncPayment(deps, payment).catch((err: unknown) => console.warn(`could not fetch payment ${payment.provider_id}`, err));
  }
}

/** Payments not older than this are asked about on start; older open ones are long expired at the provider. */
export const SWEEP_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * On start: every payment that is not final yet is asked about, so one whose webhook was lost
 * while the server was down is settled without waiting for anyone to look at it.
 */
export async function sweepPayments(deps: Deps): Promise<number> {
  const open = deps.db
    .prepare(`SELECT * FROM payments WHERE status NOT IN (${FINAL_PAYMENT_STATUSES.map(() => '?').join(', ')}) AND created_at > ? ORDER BY id`)
    .all(...FINAL_PAYMENT_STATUSES, deps.now() - SWEEP_WINDOW_MS) as PaymentRow[];
  let settled = 0;
  for (const payment of open) {
    try {
      if (FINAL_STATUSES.has(await syncPayment(deps, payment))) settled++;
    } catch (err) {
      console.warn(`sweep: could not fetch payment ${payment.provider_id}`, err instanceof Error ? err.message : err);
    }
  }
  return settled;
}
