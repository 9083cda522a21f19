// Checkout and what happens when a payment ends (spec §4 "Order flow"; contract checkout/orders).
import type { Order, OrderStatus } from '../../shared/contract/order';
import type { ShirtSize } from '../../shared/contract/cart';
import type { FieldErrors } from '../../shared/contract/validation';
import type { Deps } from '../context';
import type { DB } from '../db/database';
import { randomInt } from 'node:crypto';
import { uuid } from '../lib/crypto';
import { formatEuro, formatMoney } from '../lib/money';
import { HttpError, invalid } from '../http/errors';
import { paymentReturnUrl } from '../http/return-site';
import { mollieValue, type PaymentStatus } from '../payments/provider';
import { loadCart, priceCart, shirtCents } from './cart';
import { checkGiftCard, checkVoucher, giftCardAvailable, voucherUsesLeft } from './codes';
import { findEventById, isEnded } from './events';
import { holdPlaces, latePaymentFits, releasePlaces } from './holds';
import { SIGN_OFF, sendMail } from './mail';
import { formatDateRange } from '../../shared/format';
import { findProfileById, toProfile } from './profiles';
import { findUserById } from './users';

/**
 * How long an unpaid order holds its places. A little longer than the test provider's payment
 * lifetime (30 min), so a payment that is still payable always has its places.
 */
export const RESERVATION_MS = 35 * 60 * 1000;

export const CART_EMPTY = 'Je winkelwagen is leeg. Kies eerst een of meer kinderen.';
export const NOT_ENOUGH_PLACES = 'Er zijn niet genoeg plaatsen meer vrij voor dit evenement.';
export const EVENT_ENDED = 'Dit evenement is afgelopen. Je kunt je er niet meer voor inschrijven.';
export const PAYMENT_START_FAILED = 'De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.';
/** issue 13 finding 1: a second checkout while the first still waits for the provider. */
export const CHECKOUT_BUSY = 'Je betaling wordt al gestart. Wacht even en ga dan verder op de betaalpagina.';
/** The order was replaced by a newer checkout while its payment was being created. */
export const CHECKOUT_REPLACED = 'Je hebt intussen opnieuw afgerekend. Ga verder op de nieuwste betaalpagina.';
/**
 * How long a checkout may hold the parent's lock. Longer than any provider call (Mollie's times
 * out after 15 s); a lock older than this belongs to a request that crashed or hung.
 */
export const CHECKOUT_LOCK_MS = 60 * 1000;
export const shirtSizeMissing = (name: string) => `Kies een shirtmaat voor ${name}.`;
export const alreadyRegistered = (name: string) => `${name} is al ingeschreven voor dit evenement.`;

/**
 * Stored order statuses: the contract's, plus refund_needed for a payment that arrived when the
 * order could no longer be honoured (see applyOrderStatus). Answers show it as 'failed' until the
 * contract (shared/contract/order.ts) knows it.
 */
export type StoredOrderStatus = OrderStatus | 'refund_needed';
export type RefundReason = 'sold_out' | 'already_registered' | 'gift_card' | 'voucher' | 'replaced';

export interface OrderRow {
  id: number;
  uuid: string;
  user_id: number;
  event_id: number;
  status: StoredOrderStatus;
  base_cents: number;
  voucher_cents: number;
  giftcard_cents: number;
  total_cents: number;
  voucher_id: number | null;
  gift_card_id: number | null;
  reserved_until: number;
  /** the newer order of the same parent that replaced this one (a new checkout), or null */
  replaced_by: number | null;
  /** the short order number parents and the operator use ('SV-4821'; older orders 'SV-0000012') */
  number: string;
}

interface OrderItemRow {
  id: number;
  order_id: number;
  profile_id: number;
  with_shirt: number;
  shirt_size: ShirtSize;
  free_shirt: number;
  price_cents: number;
  shirt_price_cents: number;
}

/**
 * A short, human order number (issue 16 item 6): 'SV-' and 4 random digits; after a few numbers that
 * are taken, 5 digits, then 6, and so on. The unique index on orders.number is the guarantee; run
 * inside the checkout's IMMEDIATE transaction, so no other checkout takes the number in between.
 */
export function newOrderNumber(db: DB, random: (min: number, max: number) => number = randomInt): string {
  const taken = db.prepare('SELECT 1 FROM orders WHERE number = ?');
  for (let digits = 4; ; digits++) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const number = `SV-${random(10 ** (digits - 1), 10 ** digits)}`;
      if (!taken.get(number)) return number;
    }
  }
}

const findOrder = (db: DB, id: number) => db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
const orderItems = (db: DB, orderId: number) =>
  db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRow[];

/**
 * One checkout per parent at a time (issue 13 finding 1): with a provider that takes a while to
 * create a payment, a second checkout (a double click, a second tab) would cancel the first order
 * before its payment existed, and both payment pages would be payable. The lock is a row, so it
 * holds across processes; a lock older than CHECKOUT_LOCK_MS is taken over.
 */
function lockCheckout(db: DB, userId: number, now: number): string {
  const token = uuid();
  const got = db
    .transaction(() => {
      db.prepare('DELETE FROM checkout_locks WHERE user_id = ? AND locked_at <= ?').run(userId, now - CHECKOUT_LOCK_MS);
      return db.prepare('INSERT OR IGNORE INTO checkout_locks (user_id, token, locked_at) VALUES (?, ?, ?)').run(userId, token, now).changes === 1;
    })
    .immediate();
  if (!got) throw new HttpError(409, CHECKOUT_BUSY);
  return token;
}

export async function checkout(deps: Deps, userId: number, site = deps.baseUrl()): Promise<{ payment_url: string; order: string }> {
  const token = lockCheckout(deps.db, userId, deps.now());
  try {
    return await checkoutLocked(deps, userId, site);
  } finally {
    deps.db.prepare('DELETE FROM checkout_locks WHERE user_id = ? AND token = ?').run(userId, token);
  }
}

async function checkoutLocked(deps: Deps, userId: number, site: string): Promise<{ payment_url: string; order: string }> {
  const { db } = deps;
  const now = deps.now();
  const cart = loadCart(db, userId);
  const first = cart.lines[0];
  if (!first) throw new HttpError(422, CART_EMPTY, { items: [CART_EMPTY] });
  const event = first.event; // the cart holds one event (POST /api/cart keeps it so)

  const errors: FieldErrors = {};
  cart.lines.forEach((line, i) => {
    if (line.with_shirt && line.shirt_size === 'none') errors[`items.${i}.shirt_size`] = [shirtSizeMissing(line.profile.first_name)];
  });
  if (isEnded(event, now)) errors.items = [EVENT_ENDED];
  if (cart.coupon_code) {
    // the parent's own unpaid order is canceled below, so its voucher use does not count here
    const check = checkVoucher(db, cart.coupon_code, now, { openOrdersOfUser: userId });
    if (!check.ok) errors.coupon_code = [check.message];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const orderUuid = uuid();
  const placed = db
    .transaction(() => {
      // A new checkout replaces the parent's unpaid one (they went back from the payment page):
      // its places and gift-card amount are released first.
      const replaced = db
        .prepare(
          `SELECT o.id, p.provider_id FROM orders o LEFT JOIN payments p ON p.order_id = o.id
           WHERE o.user_id = ? AND o.status = 'open'`,
        )
        .all(userId) as Array<{ id: number; provider_id: string | null }>;
      for (const o of replaced) db.prepare("UPDATE orders SET status = 'canceled', updated_at = ? WHERE id = ?").run(now, o.id);

      // Codes and tickets again inside the transaction: another checkout may just have taken the
      // voucher's last use or the card's balance, or paid a ticket for one of these children.
      if (cart.coupon_code) {
        const check = checkVoucher(db, cart.coupon_code, now);
        if (!check.ok) throw invalid({ coupon_code: [check.message] });
      }
      if (cart.giftcard_code) {
        const check = checkGiftCard(db, cart.giftcard_code, now);
        if (!check.ok) throw invalid({ giftcard_code: [check.message] });
      }
      const registered: FieldErrors = {};
      cart.lines.forEach((line, i) => {
        if (db.prepare('SELECT 1 FROM tickets WHERE event_id = ? AND profile_id = ?').get(event.id, line.profile.id)) {
          registered[`items.${i}.profile_id`] = [alreadyRegistered(line.profile.first_name)];
        }
      });
      if (Object.keys(registered).length) throw invalid(registered);
      // Inside the IMMEDIATE transaction: no other request can take places in between. Children
      // holding their place keep it (docs/rules.md "Held places"); the hold runs on from here, so a
      // failed payment leaves the rest of it for 'Opnieuw betalen'.
      const current = findEventById(db, event.id) ?? event;
      const full = () => new HttpError(422, NOT_ENOUGH_PLACES, { items: [NOT_ENOUGH_PLACES] });
      holdPlaces(deps, { userId, event: current, required: cart.lines.map((l) => l.profile.id), renew: 'always', full });

      const pricing = priceCart(db, cart, now);
      const orderId = Number(
        db
          .prepare(
            `INSERT INTO orders (uuid, user_id, event_id, status, base_cents, voucher_cents, giftcard_cents, total_cents,
               voucher_id, gift_card_id, reserved_until, created_at, updated_at, number)
             VALUES (?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            orderUuid,
            userId,
            current.id,
            pricing.base,
            pricing.voucherCents,
            pricing.giftCardCents,
            pricing.total,
            pricing.voucher?.id ?? null,
            pricing.giftCard?.id ?? null,
            now + RESERVATION_MS,
            now,
            now,
            newOrderNumber(db),
          ).lastInsertRowid,
      );
      const insertItem = db.prepare(
        `INSERT INTO order_items (order_id, profile_id, with_shirt, shirt_size, free_shirt, price_cents, shirt_price_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const line of cart.lines) {
        insertItem.run(orderId, line.profile.id, line.with_shirt ? 1 : 0, line.shirt_size, current.free_shirt, current.price_cents, shirtCents({ ...line, event: current }));
      }
      // remembered, so that a payment of a replaced order that is paid anyway is refunded (applyOrderStatus)
      for (const o of replaced) db.prepare('UPDATE orders SET replaced_by = ? WHERE id = ?').run(orderId, o.id);
      // Nothing left to pay (the gift card covers all): paid at once, no payment page.
      if (pricing.total === 0) applyOrderStatus(deps, orderId, 'paid');
      return { orderId, total: pricing.total, replaced };
    })
    .immediate();

  for (const o of placed.replaced) {
    if (o.provider_id) await deps.payments.cancelPayment?.(o.provider_id).catch(() => undefined);
  }

  const base = deps.baseUrl();
  if (placed.total === 0) return { payment_url: `${site}/succes?order=${orderUuid}`, order: orderUuid };

  const paymentUuid = uuid();
  const count = cart.lines.length;
  let created: { id: string; checkoutUrl: string };
  try {
    created = await deps.payments.createPayment({
      amount: { currency: 'EUR', value: mollieValue(placed.total) },
      description: `Inschrijving ${event.title} (${count} ${count === 1 ? 'kind' : 'kinderen'})`,
      redirectUrl: paymentReturnUrl(deps, paymentUuid, site),
      webhookUrl: `${base}/api/payments/webhook`,
      metadata: { order: orderUuid },
    });
  } catch (err) {
    console.error('createPayment failed', err);
    db.prepare("UPDATE orders SET status = 'failed', updated_at = ? WHERE id = ? AND status = 'open'").run(deps.now(), placed.orderId);
    throw new HttpError(502, PAYMENT_START_FAILED);
  }
  // The payment is stored whatever happened meanwhile, so its webhook finds it. If the order is no
  // longer open (replaced by a checkout that took over a stale lock), the payment is canceled at the
  // provider at once; should it be paid anyway, applyOrderStatus makes it refund_needed.
  const stillOpen = db
    .transaction(() => {
      db.prepare(
        `INSERT INTO payments (uuid, provider, provider_id, order_id, amount_cents, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
      ).run(paymentUuid, deps.payments.name, created.id, placed.orderId, placed.total, now, now);
      return findOrder(db, placed.orderId)?.status === 'open';
    })
    .immediate();
  if (!stillOpen) {
    await deps.payments.cancelPayment?.(created.id).catch((err: unknown) => console.error(`could not cancel payment ${created.id} of a replaced order`, err));
    throw new HttpError(409, CHECKOUT_REPLACED);
  }
  return { payment_url: created.checkoutUrl, order: orderUuid };
}

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
  if (!event || !(reserved || latePaymentFits(db, order, event, items.map((i) => i.profile_id), now))) return 'sold_out';
  const hasTicket = db.prepare('SELECT 1 FROM tickets WHERE event_id = ? AND profile_id = ?');
  if (items.some((item) => hasTicket.get(order.event_id, item.profile_id))) return 'already_registered';
  if (order.gift_card_id !== null && order.giftcard_cents > 0) {
    const card = db.prepare('SELECT id, balance_cents FROM gift_cards WHERE id = ?').get(order.gift_card_id) as { id: number; balance_cents: number } | undefined;
    if (!card || giftCardAvailable(db, card, now, { orderId: order.id }) < order.giftcard_cents) return 'gift_card';
  }
  if (order.voucher_id !== null) {
    const voucher = db.prepare('SELECT id, uses, max_uses FROM vouchers WHERE id = ?').get(order.voucher_id) as
      | { id: number; uses: number; max_uses: number | null }
      | undefined;
    if (!voucher || voucherUsesLeft(db, voucher, now, { orderId: order.id }) <= 0) return 'voucher';
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
    const items = orderItems(db, orderId);
    // A newer checkout replaced this order: honouring both would charge the parent twice.
    const reason = order.replaced_by !== null ? 'replaced' : refundReason(deps, order, items, now);
    if (reason) {
      db.prepare("UPDATE orders SET status = 'refund_needed', refund_reason = ?, paid_at = ?, updated_at = ? WHERE id = ?").run(reason, now, now, orderId);
      console.warn(`order ${order.uuid}: paid, but ${reason}; refund ${formatEuro(order.total_cents)}`);
      sendRefundNotice(deps, order, reason);
      return;
    }
    // Also from canceled/expired when nothing was taken meanwhile: the money has arrived, so the order counts.
    db.prepare("UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ?").run(now, now, orderId);
    const insertTicket = db.prepare(
      `INSERT OR IGNORE INTO tickets (uuid, order_item_id, user_id, event_id, profile_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const removeFromCart = db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id = ? AND profile_id = ?');
    for (const item of items) {
      insertTicket.run(uuid(), item.id, order.user_id, order.event_id, item.profile_id, now);
      removeFromCart.run(order.user_id, order.event_id, item.profile_id);
    }
    releasePlaces(db, order.event_id, order.user_id, items.map((i) => i.profile_id)); // the tickets hold them now
    db.prepare('UPDATE carts SET coupon_code = NULL, giftcard_code = NULL, updated_at = ? WHERE user_id = ?').run(now, order.user_id);
    if (order.gift_card_id !== null && order.giftcard_cents > 0) {
      // refundReason made sure the balance covers it; the guard in the WHERE keeps it from going below 0 regardless
      const spent = db
        .prepare('UPDATE gift_cards SET balance_cents = balance_cents - ?, updated_at = ? WHERE id = ? AND balance_cents >= ?')
        .run(order.giftcard_cents, now, order.gift_card_id, order.giftcard_cents);
      if (spent.changes !== 1) throw new Error(`gift card ${order.gift_card_id} cannot pay ${order.giftcard_cents} cents of order ${order.uuid}`);
    }
    if (order.voucher_id !== null) db.prepare('UPDATE vouchers SET uses = uses + 1 WHERE id = ?').run(order.voucher_id);
    sendOrderConfirmation(deps, order, items);
    return;
  }
  if (status === 'open') return;
  if (status === 'pending') {
    if (order.status === 'open') db.prepare("UPDATE orders SET status = 'pending', updated_at = ? WHERE id = ?").run(now, orderId);
    return;
  }
  if (order.status === 'open' || order.status === 'pending') {
    db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, now, orderId);
  }
}

const REFUND_REASONS: Record<RefundReason, string> = {
  sold_out: 'de plaatsen voor dit evenement waren inmiddels aan anderen gegeven, omdat de betaling te laat binnenkwam',
  already_registered: 'je kind was al ingeschreven voor dit evenement met een andere betaling',
  gift_card: 'het tegoed van de cadeaubon was inmiddels voor een andere bestelling gebruikt',
  voucher: 'de kortingscode was inmiddels zo vaak gebruikt als mogelijk is',
  replaced: 'je had daarna opnieuw afgerekend, en die nieuwere bestelling geldt',
};

function sendRefundNotice(deps: Deps, order: OrderRow, reason: RefundReason): void {
  const user = findUserById(deps.db, order.user_id);
  const event = findEventById(deps.db, order.event_id);
  if (!user || !event) return;
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Je inschrijving voor ${event.title} kon niet doorgaan (bestelling ${order.number})`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `We hebben je betaling van ${formatEuro(order.total_cents)} ontvangen, maar we konden je inschrijving niet afronden: ${REFUND_REASONS[reason]}.`,
      'We betalen het bedrag terug op de rekening waarmee je hebt betaald. Je hoeft daarvoor niets te doen. Wil je je opnieuw inschrijven? Kijk dan op de website of er nog plaats is.',
      `Bestelnummer: ${order.number}`,
      SIGN_OFF,
    ],
  });
}

function sendOrderConfirmation(deps: Deps, order: OrderRow, items: OrderItemRow[]): void {
  const user = findUserById(deps.db, order.user_id);
  const event = findEventById(deps.db, order.event_id);
  if (!user || !event) return;
  const lines = items.map((item) => {
    const p = findProfileById(deps.db, item.profile_id);
    const name = p ? `${p.first_name} ${p.last_name}` : 'Deelnemer';
    const shirt = item.with_shirt ? `, shirt maat ${item.shirt_size}${item.shirt_price_cents === 0 ? ' (gratis)' : ` (${formatEuro(item.shirt_price_cents)})`}` : '';
    return `- ${name}: ${formatEuro(item.price_cents)}${shirt}`;
  });
  const totals = [`Subtotaal: ${formatEuro(order.base_cents)}`];
  if (order.voucher_cents > 0) totals.push(`Korting: -${formatEuro(order.voucher_cents)}`);
  if (order.giftcard_cents > 0) totals.push(`Betaald met cadeaubon: -${formatEuro(order.giftcard_cents)}`);
  totals.push(`Totaal betaald: ${formatEuro(order.total_cents)}`);
  const when = formatDateRange(event.start_date, event.end_date);
  sendMail(deps.db, deps.now(), {
    to: user.email,
    subject: `Bevestiging van je inschrijving ${order.number}: ${event.title}`,
    paragraphs: [
      `Hoi ${user.first_name},`,
      `Bedankt voor je inschrijving voor ${event.title}. We hebben je betaling van ${formatEuro(order.total_cents)} ontvangen.`,
      [`Bestelnummer: ${order.number}`, `Wanneer: ${when}`, ...(event.location ? [`Waar: ${event.location}`] : [])].join('\n'),
      lines.join('\n'),
      totals.join('\n'),
      'Vul in je account de gegevens van je kinderen aan, zodat onze trainers weten wat ze moeten weten:',
      { link: `${deps.baseUrl()}/account` },
      'Heb je een vraag? Noem dan je bestelnummer, dan vinden we je bestelling meteen.',
      SIGN_OFF,
    ],
  });
}

export function findOwnOrder(db: DB, userId: number, orderUuid: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE uuid = ? AND user_id = ?').get(orderUuid, userId) as OrderRow | undefined;
}

export function toOrder(db: DB, order: OrderRow): Order {
  const event = findEventById(db, order.event_id);
  return {
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    event_uuid: event?.uuid ?? '',
    items: orderItems(db, order.id).flatMap((item) => {
      const profile = findProfileById(db, item.profile_id);
      return profile
        ? [
            {
              profile: toProfile(profile),
              with_shirt: item.with_shirt === 1,
              shirt_size: item.shirt_size,
              price: formatMoney(item.price_cents),
              shirt_price: formatMoney(item.shirt_price_cents),
            },
          ]
        : [];
    }),
    base_amount: formatMoney(order.base_cents),
    discount_amount: formatMoney(order.base_cents - order.total_cents),
    total_amount: formatMoney(order.total_cents),
  };
}
