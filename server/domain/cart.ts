// The parent's cart: stored per parent, priced on every read from the current event prices.
import type { Cart } from '../../shared/contract/cart';
import type { ShirtSize } from '../../shared/contract/cart';
import { readAnswers, type Answers } from '../../shared/contract/questions';
import type { DB } from '../db/database';
import { findCart, listCartItems } from '../db/cart';
import type { GiftCardRow, HoldExclusion, VoucherRow } from '../db/codes';
import { findEventById, type EventRow } from '../db/events';
import { findProfileById, type ProfileRow } from '../db/profiles';
import { hasTicket } from '../db/tickets';
import { holdEnd } from './holds';
import { toApiAmount } from '../lib/money';
import { texts } from '../texts';
import { checkGiftCard, checkVoucher } from './codes';

export interface CartLine {
  event: EventRow;
  profile: ProfileRow;
  with_shirt: boolean;
  shirt_size: ShirtSize;
  /** the answers to the event's questions (docs/rules.md "Questions per event") */
  answers: Answers;
}

export interface StoredCart {
  /** the parent whose cart it is (a voucher's limit per parent) */
  userId: number;
  lines: CartLine[];
  coupon_code: string | null;
  giftcard_code: string | null;
}

export function loadCart(db: DB, userId: number): StoredCart {
  const cart = findCart(db, userId);
  const lines: CartLine[] = [];
  for (const r of listCartItems(db, userId)) {
    const event = findEventById(db, r.event_id);
    const profile = findProfileById(db, r.profile_id);
    if (event && profile)
      lines.push({ event, profile, with_shirt: r.with_shirt === 1, shirt_size: r.shirt_size, answers: readAnswers(r.answers) });
  }
  return { userId, lines, coupon_code: cart?.coupon_code ?? null, giftcard_code: cart?.giftcard_code ?? null };
}

/**
 * A child is registered once per event (spec §4): a paid ticket exists. The message for the child's
 * line, or null. Adding to the cart and checkout both ask this.
 */
export const alreadyRegisteredMessage = (db: DB, eventId: number, profile: Pick<ProfileRow, 'id' | 'first_name'>): string | null =>
  hasTicket(db, eventId, profile.id) ? texts.alreadyRegistered(profile.first_name) : null;

/** spec §2 step 2: a free shirt costs €0; a shirt only costs something when chosen. */
export const shirtCents = (line: Pick<CartLine, 'with_shirt'> & { event: Pick<EventRow, 'free_shirt' | 'shirt_price_cents'> }) =>
  line.with_shirt && line.event.free_shirt !== 1 ? line.event.shirt_price_cents : 0;

export interface Pricing {
  base: number;
  voucherCents: number;
  giftCardCents: number;
  total: number;
  voucher: VoucherRow | null;
  giftCard: GiftCardRow | null;
}

/**
 * base = tickets + shirts; the voucher takes its amount off (never below 0); the gift card pays
 * what it can of the rest. Codes that are no longer valid count as absent here; the cart call
 * and checkout report them.
 */
export function priceCart(db: DB, cart: StoredCart, now: number, except: HoldExclusion = {}): Pricing {
  const base = cart.lines.reduce((sum, l) => sum + l.event.price_cents + shirtCents(l), 0);
  let rest = base;
  let voucher: VoucherRow | null = null;
  let voucherCents = 0;
  if (cart.coupon_code) {
    const check = checkVoucher(db, cart.coupon_code, now, except, cart.userId);
    if (check.ok) {
      voucher = check.row;
      voucherCents = Math.min(check.available, rest);
      rest -= voucherCents;
    }
  }
  let giftCard: GiftCardRow | null = null;
  let giftCardCents = 0;
  if (cart.giftcard_code) {
    const check = checkGiftCard(db, cart.giftcard_code, now, except);
    if (check.ok) {
      giftCard = check.row;
      giftCardCents = Math.min(check.available, rest);
      rest -= giftCardCents;
    }
  }
  return { base, voucherCents, giftCardCents, total: rest, voucher, giftCard };
}

export function cartAnswer(db: DB, userId: number, now: number): Cart {
  const cart = loadCart(db, userId);
  // the parent's own unpaid order does not count: their next checkout replaces it
  const p = priceCart(db, cart, now, { openOrdersOfUser: userId });
  return {
    items: cart.lines.map((l) => ({
      product_id: l.event.uuid,
      profile_id: l.profile.uuid,
      with_shirt: l.with_shirt,
      free_shirt: l.event.free_shirt === 1,
      shirt_size: l.shirt_size,
      price: toApiAmount(l.event.price_cents),
      shirt_price: toApiAmount(shirtCents(l)),
      // only when given: an event without questions answers as before
      ...(Object.keys(l.answers).length > 0 && { answers: l.answers }),
    })),
    meta: {
      base_amount: toApiAmount(p.base),
      cart_amount: toApiAmount(p.total),
      discount_amount: toApiAmount(p.base - p.total),
      coupon_code: p.voucher ? p.voucher.code : null,
      giftcard_code: p.giftCard ? p.giftCard.code : null,
      coupon_amount: toApiAmount(p.voucherCents),
      giftcard_amount: toApiAmount(p.giftCardCents),
      hold_expires_at: cart.lines[0]
        ? holdEnd(
            db,
            cart.lines[0].event.id,
            userId,
            cart.lines.map((l) => l.profile.id),
            now,
          )
        : null,
    },
  };
}
