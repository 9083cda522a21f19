// Money going back (docs/rules.md "Cancellation"): each refund is recorded in the same transaction as
// the cancel that causes it, before the provider is called, and sent with `uuid:attempt` as the
// idempotency key. A double click, two staff at once, a retried request or a crash between recording
// and calling therefore never refund twice: the row exists once, and the provider answers a repeated
// key with the refund it already made. The gift card's part goes back onto the card in the transaction.
import type { Refund } from '../../shared/contract/cancellation';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { findOrder, type OrderRow } from '../db/orders';
import { listPaymentsOf } from '../db/payments';
import {
  creditGiftCard,
  findRefundByUuid,
  insertRefund,
  listPendingRefunds,
  listRefundsOfOrder,
  listUnrefundedOrders,
  refundedCents,
  setRefundStatus,
  type RefundRow,
} from '../db/refunds';
import { uuid } from '../lib/crypto';
import { formatEuro, toApiAmount } from '../lib/money';
import { RefundRefused, mollieValue } from '../payments/provider';
import { texts } from '../texts';
import { paidCents, splitRefund } from './cancellation';
import { conflict, notFound } from './errors';

/**
 * What came in for an order: the provider's part, and the gift card's — unless the order was never
 * honoured (refund_needed: the card was not charged, docs/rules.md "Cancellation").
 */
export const moneyIn = (order: OrderRow): Pick<OrderRow, 'total_cents' | 'giftcard_cents'> => ({
  total_cents: order.total_cents,
  giftcard_cents: order.status === 'refund_needed' ? 0 : order.giftcard_cents,
});

/** What is left to give back of an order: what was paid minus every refund recorded (failed ones too, until retried). */
export const refundableCents = (deps: Deps, order: OrderRow): number => paidCents(moneyIn(order)) - refundedCents(deps.db, order.id);

/**
 * Records the refunds of `amount` for an order: onto the gift card (credited at once) and to the
 * account (pending: sendRefunds calls the provider after the transaction). Call inside an IMMEDIATE
 * transaction. Never more than is left (a conflict otherwise). Answers the rows made.
 */
export function recordRefunds(
  deps: Deps,
  order: OrderRow,
  amount: number,
  meta: { reason: string; createdBy: number | null },
): RefundRow[] {
  const { db } = deps;
  if (amount <= 0) return [];
  if (amount > refundableCents(deps, order)) throw conflict(texts.refundTooMuch(formatEuro(refundableCents(deps, order))));
  const split = splitRefund(moneyIn(order), amount, {
    account: refundedCents(db, order.id, 'account'),
    giftCard: refundedCents(db, order.id, 'gift_card'),
  });
  const now = deps.now();
  const made: string[] = [];
  if (split.giftCard > 0 && order.gift_card_id !== null) {
    const id = uuid();
    insertRefund(
      db,
      {
        uuid: id,
        order_id: order.id,
        payment_id: null,
        gift_card_id: order.gift_card_id,
        amount_cents: split.giftCard,
        status: 'refunded',
        reason: meta.reason,
        created_by: meta.createdBy,
      },
      now,
    );
    creditGiftCard(db, order.gift_card_id, split.giftCard, now);
    made.push(id);
  }
  if (split.account > 0) {
    const payment = listPaymentsOf(db, { order_id: order.id }).find((p) => p.status === 'paid');
    if (!payment) throw conflict(texts.refundNoPayment);
    const id = uuid();
    insertRefund(
      db,
      {
        uuid: id,
        order_id: order.id,
        payment_id: payment.id,
        gift_card_id: null,
        amount_cents: split.account,
        status: 'pending',
        reason: meta.reason,
        created_by: meta.createdBy,
      },
      now,
    );
    made.push(id);
  }
  return made.map((id) => findRefundByUuid(db, id)!);
}

/** Everything left of an order goes back (a payment for an order that could not be honoured). Inside a transaction. */
export function refundWholeOrder(deps: Deps, orderId: number): RefundRow[] {
  const order = findOrder(deps.db, orderId);
  if (!order) return [];
  return recordRefunds(deps, order, refundableCents(deps, order), { reason: `${order.number}: niet doorgegaan`, createdBy: null });
}

/** On start: orders left as refund_needed without a refund (from before refunds were automatic) get one. */
export function refundLeftOrders(deps: Deps): number {
  const ids = listUnrefundedOrders(deps.db);
  for (const id of ids) {
    try {
      inTransaction(deps.db, () => refundWholeOrder(deps, id));
    } catch (err) {
      console.warn(`order ${id}: its refund could not be recorded`, err instanceof Error ? err.message : err);
    }
  }
  return ids.length;
}

/**
 * Sends one pending refund to the provider. Refused: failed, with the provider's reason. No answer
 * (a network error, a crash): it stays pending and is sent again with the same key (sendPendingRefunds).
 */
export async function sendRefund(deps: Deps, refund: RefundRow): Promise<void> {
  if (refund.status !== 'pending' || refund.payment_id === null) return;
  const payment = listPaymentsOf(deps.db, { order_id: refund.order_id }).find((p) => p.id === refund.payment_id);
  if (!payment) return;
  try {
    const answer = await deps.payments.refundPayment({
      paymentId: payment.provider_id,
      amount: { currency: 'EUR', value: mollieValue(refund.amount_cents) },
      description: `Terugbetaling ${refund.reason}`.slice(0, 255),
      idempotencyKey: `${refund.uuid}:${refund.attempt}`,
    });
    const status = answer.status === 'failed' ? 'failed' : answer.status;
    setRefundStatus(
      deps.db,
      refund.id,
      'pending',
      { status, provider_refund_id: answer.id, error: status === 'failed' ? texts.refundFailedAtProvider : null },
      deps.now(),
    );
  } catch (err) {
    if (err instanceof RefundRefused) {
      setRefundStatus(deps.db, refund.id, 'pending', { status: 'failed', error: err.message }, deps.now());
      return;
    }
    console.warn(`refund ${refund.uuid}: no answer from the provider, tried again later`, err instanceof Error ? err.message : err);
  }
}

/** Sends every refund still pending: after a cancel, and on start (what a crash left). */
export async function sendPendingRefunds(deps: Deps, orderId?: number): Promise<void> {
  const pending =
    orderId === undefined ? listPendingRefunds(deps.db) : listRefundsOfOrder(deps.db, orderId).filter((r) => r.status === 'pending');
  for (const refund of pending) await sendRefund(deps, refund);
}

/** A failed refund tried again: a new attempt (a new idempotency key), sent at once. */
export async function retryRefund(deps: Deps, refundUuid: string): Promise<RefundRow> {
  const refund = findRefundByUuid(deps.db, refundUuid);
  if (!refund) throw notFound(texts.refundNotFound);
  const reopened = inTransaction(deps.db, () =>
    setRefundStatus(deps.db, refund.id, 'failed', { status: 'pending', newAttempt: true }, deps.now()),
  );
  if (!reopened) throw conflict(texts.refundNotFailed);
  await sendRefund(deps, findRefundByUuid(deps.db, refundUuid)!);
  return findRefundByUuid(deps.db, refundUuid)!;
}

export const toRefund = (row: RefundRow): Refund => ({
  uuid: row.uuid,
  amount: toApiAmount(row.amount_cents),
  destination: row.gift_card_id !== null ? 'gift_card' : 'account',
  status: row.status,
  error: row.error,
  reason: row.reason,
  created_at: new Date(row.created_at).toISOString(),
});
