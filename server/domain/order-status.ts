// What happens to an order when its payment's status changes (spec §4 "Order flow"): tickets when
// it is paid and can be honoured, a refund notice when it cannot, places released when it fails.
import type { Deps } from '../context';
import { clearCartCodes, deleteCartItem } from '../db/cart';
import { countVoucherUse, findGiftCardById, findVoucherById, spendGiftCard } from '../db/codes';
import { findEventById } from '../db/events';
import { latePaymentFits, releasePlaces } from './holds';
import {
  findOrder,
  listOrderItems,
  markOrderPaid,
  markOrderRefundNeeded,
  setOrderStatus,
  type OrderItemRow,
  type OrderRow,
  type RefundReason,
} from '../db/orders';
import { hasTicket, insertTicket } from '../db/tickets';
import { uuid } from '../lib/crypto';
import { formatEuro } from '../lib/money';
import type { PaymentStatus } from '../payments/provider';
import { giftCardAvailable, voucherUsesLeft } from './codes';
import { sendOrderConfirmation, sendRefundNotice } from './order-mails';
import { refundWholeOrder } from './refunds';

/**
 * Why a paid order cannot be honoured, or null when it can. An order whose reservation still
 * holds always passes: checkout counted its places, voucher use and gift-card amount. One that
 * was canceled or expired, or whose reservation ran out, released them, and someone else may
 * have taken them since. Run inside the IMMEDIATE transaction of the payment update.
 */
function refundReason(deps: Deps, order: OrderRow, items: OrderItemRow[], now: number): RefundReason | null {
  const { db } = deps;
  const event = findEventById(db, order.event_id);
  const reserved = (order.status === 'open' || order.status === 'pending') && order.reserved_until > now;
  if (
    !event ||
    !(
      reserved ||
      latePaymentFits(
        db,
        order,
        event,
        items.map((i) => i.profile_id),
        now,
      )
    )
  )
    return 'sold_out';
  if (items.some((item) => hasTicket(db, order.event_id, item.profile_id))) return 'already_registered';
  if (order.gift_card_id !== null && order.giftcard_cents > 0) {
    const card = findGiftCardById(db, order.gift_card_id);
    if (!card || giftCardAvailable(db, card, now, { orderId: order.id }) < order.giftcard_cents) return 'gift_card';
  }
  if (order.voucher_id !== null) {
    const voucher = findVoucherById(db, order.voucher_id);
    if (!voucher || voucherUsesLeft(db, voucher, now, { orderId: order.id }, order.user_id) <= 0) return 'voucher';
  }
  return null;
}

/**
 * Applies a payment status to an order. Call inside an IMMEDIATE transaction. Idempotent: a
 * repeated status changes nothing. paid → tickets, cart cleared, gift card and voucher used,
 * confirmation mail; unless the order can no longer be honoured (refundReason): then
 * refund_needed, no tickets, nothing spent, a mail that the money comes back.
 * failed/canceled/expired → the places are released (an order holds places only while
 * open/pending/paid). paid and refund_needed are final.
 */
export function applyOrderStatus(deps: Deps, orderId: number, status: PaymentStatus): void {
  const { db } = deps;
  const order = findOrder(db, orderId);
  if (!order || order.status === status || order.status === 'paid' || order.status === 'refund_needed') return;
  const now = deps.now();
  if (status === 'paid') {
    const items = listOrderItems(db, orderId);
    // A newer checkout replaced this order: honouring both would charge the parent twice.
    const reason = order.replaced_by !== null ? 'replaced' : refundReason(deps, order, items, now);
    if (reason) {
      markOrderRefundNeeded(db, orderId, reason, now);
      console.warn(`order ${order.uuid}: paid, but ${reason}; refund ${formatEuro(order.total_cents)}`);
      // the money goes back by itself (docs/rules.md "Cancellation"); the provider is called after this transaction
      refundWholeOrder(deps, orderId);
      sendRefundNotice(deps, order, reason);
      return;
    }
    // Also from canceled/expired when nothing was taken meanwhile: the money has arrived, so the order counts.
    markOrderPaid(db, orderId, now);
    for (const item of items) {
      insertTicket(
        db,
        {
          uuid: uuid(),
          order_item_id: item.id,
          user_id: order.user_id,
          event_id: order.event_id,
          profile_id: item.profile_id,
          answers: item.answers,
        },
        now,
      );
      deleteCartItem(db, order.user_id, order.event_id, item.profile_id);
    }
    releasePlaces(
      db,
      order.event_id,
      order.user_id,
      items.map((i) => i.profile_id),
    ); // the tickets hold them now
    clearCartCodes(db, order.user_id, now);
    if (order.gift_card_id !== null && order.giftcard_cents > 0) {
      // refundReason made sure the balance covers it; the guard in the WHERE keeps it from going below 0 regardless
      if (!spendGiftCard(db, order.gift_card_id, order.giftcard_cents, now)) {
        throw new Error(`gift card ${order.gift_card_id} cannot pay ${order.giftcard_cents} cents of order ${order.uuid}`);
      }
    }
    if (order.voucher_id !== null) countVoucherUse(db, order.voucher_id);
    sendOrderConfirmation(deps, order, items);
    return;
  }
  if (status === 'open') return;
  if (status === 'pending') {
    if (order.status === 'open') setOrderStatus(db, orderId, 'pending', now);
    return;
  }
  if (order.status === 'open' || order.status === 'pending') setOrderStatus(db, orderId, status, now);
}
