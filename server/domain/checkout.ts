// Checkout (spec §4 "Order flow"; contract POST /api/cart/checkout): the cart becomes an order that
// holds its places, and a payment at the provider. What happens when it is paid: order-status.ts.
import { randomInt } from 'node:crypto';
import { pathTo } from '../../shared/contract/routes';
import { shortNumber } from '../lib/short-number';
import type { Deps } from '../context';
import type { DB } from '../db/database';
import { inTransaction } from '../db/database';
import { findEventById, type EventRow } from '../db/events';
import { checkFamilyCap } from './family-cap';
import { holdPlaces } from './holds';
import {
  findOrder,
  insertOrder,
  insertOrderItems,
  listOpenOrders,
  orderNumberTaken,
  reservationEndOf,
  setOrderReplacedBy,
  setOrderStatus,
  tryLockCheckout,
  unlockCheckout,
} from '../db/orders';
import { uuid } from '../lib/crypto';
import { PROCESS_OWNER } from '../lib/process-owner';
import { texts } from '../texts';
import { alreadyRegisteredMessage, loadCart, priceCart, shirtCents, type StoredCart } from './cart';
import { checkGiftCard, checkVoucher } from './codes';
import { checkCartAnswers } from './answers';
import { ErrorList, conflict, fieldError, providerFailed } from './errors';
import { checkSalesOpen, isEnded } from './events';
import { applyOrderStatus } from './order-status';
import { cartKey, reusableCheckout } from './checkout-reuse';
import { createRecordedPayment, type PaymentRequest } from './payment-start';

/**
 * How long an unpaid order holds its places. A little longer than the test provider's payment
 * lifetime (30 min), so a payment that is still payable always has its places.
 */
const RESERVATION_MS = 35 * 60 * 1000;
/**
 * How long a checkout may hold the parent's lock. Longer than any provider call (Mollie's times
 * out after 15 s); a lock older than this belongs to a request that crashed or hung.
 */
const CHECKOUT_LOCK_MS = 60 * 1000;

type CheckoutAnswer = { payment_url: string; order: string };

/** A short, human order number ('SV-4821', lib/short-number.ts), inside the checkout's IMMEDIATE transaction. */
export function newOrderNumber(db: DB, random: (min: number, max: number) => number = randomInt): string {
  return shortNumber('SV-', (number) => orderNumberTaken(db, number), random);
}

/**
 * One checkout per parent at a time: with a provider that takes a while to create a payment, a
 * second checkout (a double click, a second tab) would cancel the first order before its payment
 * existed, and both payment pages would be payable. The lock is a row, so it holds across
 * processes; a lock older than CHECKOUT_LOCK_MS is taken over.
 */
export async function checkout(deps: Deps, userId: number, site = deps.baseUrl()): Promise<CheckoutAnswer> {
  const now = deps.now();
  // the owner in the token: a lock whose process died is cleared at the next start (payment-recovery.ts)
  const token = `${PROCESS_OWNER}/${uuid()}`;
  if (!inTransaction(deps.db, () => tryLockCheckout(deps.db, userId, token, now, now - CHECKOUT_LOCK_MS)))
    throw conflict(texts.checkoutBusy);
  try {
    return await checkoutLocked(deps, userId, site);
  } finally {
    unlockCheckout(deps.db, userId, token);
  }
}

async function checkoutLocked(deps: Deps, userId: number, site: string): Promise<CheckoutAnswer> {
  const now = deps.now();
  const cart = loadCart(deps.db, userId);
  const event = checkCart(deps.db, cart, userId, now);
  checkCartAnswers(deps, cart);
  // the same cart again (a second tab, back from the payment page): its payment, not a second one
  const key = cartKey(cart, site);
  const reused = await reusableCheckout(deps, userId, key, now);
  if (reused) return reused;
  const orderUuid = uuid();
  const placed = placeOrder(deps, cart, event, userId, orderUuid, now);

  for (const o of placed.replaced) {
    if (o.provider_id) await deps.payments.cancelPayment?.(o.provider_id).catch(() => undefined);
  }
  // Nothing left to pay (the gift card covers all): paid at once, no payment page.
  if (placed.total === 0) return { payment_url: `${site}${pathTo('orderSuccess', {}, { order: orderUuid })}`, order: orderUuid };

  const count = cart.lines.length;
  const payment: PaymentRequest = {
    paymentUuid: uuid(),
    cents: placed.total,
    description: `Inschrijving ${event.title} (${count} ${count === 1 ? 'kind' : 'kinderen'})`,
    site,
    metadata: { order: orderUuid },
  };
  const payment_url = await startOrderPayment(deps, payment, placed.orderId, now, key);
  return { payment_url, order: orderUuid };
}

/** What can be checked before the transaction; the cart's one event (POST /api/cart keeps it so). */
function checkCart(db: DB, cart: StoredCart, userId: number, now: number): EventRow {
  const first = cart.lines[0];
  if (!first) throw fieldError('items', texts.cartEmpty);
  const event = first.event;
  const errors = new ErrorList();
  cart.lines.forEach((line, i) => {
    if (line.with_shirt && line.shirt_size === 'none') errors.add(`items.${i}.shirt_size`, texts.shirtSizeMissing(line.profile.first_name));
  });
  if (isEnded(event, now)) errors.add('items', texts.eventEnded);
  checkSalesOpen(event, now);
  if (cart.coupon_code) {
    // the parent's own unpaid order is canceled below, so its voucher use does not count here
    const check = checkVoucher(db, cart.coupon_code, now, { openOrdersOfUser: userId }, userId);
    if (!check.ok) errors.add('coupon_code', check.message);
  }
  errors.throwIfAny();
  return event;
}

/**
 * The order, in one IMMEDIATE transaction. A new checkout replaces the parent's unpaid one (they
 * went back from the payment page): its places and gift-card amount are released first. Codes,
 * tickets and places are checked again inside: another checkout may just have taken the voucher's
 * last use, the card's balance or the last places, or paid a ticket for one of these children.
 */
function placeOrder(deps: Deps, cart: StoredCart, event: EventRow, userId: number, orderUuid: string, now: number) {
  const { db } = deps;
  return inTransaction(db, () => {
    const replaced = listOpenOrders(db, userId);
    for (const o of replaced) setOrderStatus(db, o.id, 'canceled', now);

    if (cart.coupon_code) {
      const check = checkVoucher(db, cart.coupon_code, now, {}, userId);
      if (!check.ok) throw fieldError('coupon_code', check.message);
    }
    if (cart.giftcard_code) {
      const check = checkGiftCard(db, cart.giftcard_code, now);
      if (!check.ok) throw fieldError('giftcard_code', check.message);
    }
    const registered = new ErrorList();
    cart.lines.forEach((line, i) => {
      const message = alreadyRegisteredMessage(db, event.id, line.profile);
      if (message) registered.add(`items.${i}.profile_id`, message);
    });
    registered.throwIfAny();
    const current = findEventById(db, event.id) ?? event;
    checkFamilyCap(
      deps,
      userId,
      current,
      cart.lines.map((l) => l.profile.id),
    );
    // A checkout after an earlier one of this event (another tab, back from the payment page, a failed
    // payment) keeps that reservation's end and renews no hold: checking out again and again cannot keep
    // a full event's places from the waiting list (docs/rules.md "Held places"). Holds keep their end, so
    // a failed payment leaves the rest of it for 'Opnieuw betalen'.
    const reservedUntil = reservationEndOf(db, userId, current.id, now) ?? now + RESERVATION_MS;
    const full = () => fieldError('items', texts.notEnoughPlaces);
    holdPlaces(deps, { userId, event: current, required: cart.lines.map((l) => l.profile.id), renew: 'keep', until: reservedUntil, full });

    const pricing = priceCart(db, cart, now);
    const orderId = insertOrder(
      db,
      {
        uuid: orderUuid,
        user_id: userId,
        event_id: current.id,
        base_cents: pricing.base,
        voucher_cents: pricing.voucherCents,
        giftcard_cents: pricing.giftCardCents,
        total_cents: pricing.total,
        voucher_id: pricing.voucher?.id ?? null,
        gift_card_id: pricing.giftCard?.id ?? null,
        reserved_until: reservedUntil,
        number: newOrderNumber(db),
      },
      now,
    );
    insertOrderItems(
      db,
      orderId,
      cart.lines.map((line) => ({
        profile_id: line.profile.id,
        with_shirt: line.with_shirt ? 1 : 0,
        shirt_size: line.shirt_size,
        free_shirt: current.free_shirt,
        price_cents: current.price_cents,
        shirt_price_cents: shirtCents({ ...line, event: current }),
        answers: JSON.stringify(line.answers),
      })),
    );
    // remembered, so that a payment of a replaced order that is paid anyway is refunded (order-status.ts)
    for (const o of replaced) setOrderReplacedBy(db, o.id, orderId);
    if (pricing.total === 0) applyOrderStatus(deps, orderId, 'paid');
    return { orderId, total: pricing.total, replaced };
  });
}

/**
 * The payment at the provider; its payment page. The payment is stored whatever happened
 * meanwhile, so its webhook finds it. If the order is no longer open (replaced by a checkout that
 * took over a stale lock), the payment is canceled at the provider at once; should it be paid
 * anyway, applyOrderStatus makes it refund_needed.
 */
async function startOrderPayment(deps: Deps, payment: PaymentRequest, orderId: number, now: number, key: string): Promise<string> {
  const { db } = deps;
  let started: { created: { id: string; checkoutUrl: string }; after: boolean | undefined };
  try {
    started = await createRecordedPayment(deps, payment, { order_id: orderId }, now, {
      cartKey: key,
      whenRecorded: () => findOrder(db, orderId)?.status === 'open',
    });
  } catch (err) {
    console.error('createPayment failed', err);
    setOrderStatus(db, orderId, 'failed', deps.now(), 'open');
    throw providerFailed(texts.paymentStartFailed);
  }
  const { created, after: stillOpen } = started;
  if (!stillOpen) {
    await deps.payments
      .cancelPayment?.(created.id)
      .catch((err: unknown) => console.error(`could not cancel payment ${created.id} of a replaced order`, err));
    throw conflict(texts.checkoutReplaced);
  }
  return created.checkoutUrl;
}
