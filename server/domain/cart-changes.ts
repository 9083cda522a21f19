// Changing the cart (contract: POST/DELETE /api/cart, DELETE /api/cart/items/{product}/{profile}).
// Nothing is saved when any part of a change is refused.
import type { AddToCartPayloadSchema, Cart, ShirtSize } from '../../shared/contract/cart';
import type * as v from 'valibot';
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import {
  clearCartCodes,
  deleteCartItem,
  deleteCartItems,
  deleteItemsOfOtherEvents,
  setCartCouponCode,
  setCartGiftCardCode,
  touchCart,
  upsertCartItems,
} from '../db/cart';
import { findEventByUuid, type EventRow } from '../db/events';
import { findOwnProfile, type ProfileRow } from '../db/profiles';
import { texts } from '../texts';
import { alreadyRegisteredMessage, cartAnswer, loadCart } from './cart';
import { checkGiftCard, checkVoucher, findActiveGiftCard, normalizeCode } from './codes';
import { ErrorList, conflict, fieldError, notFound } from './errors';
import { checkSalesOpen, isEnded } from './events';
import { familyCapMessage } from './family-cap';
import { earliestHoldEnd } from '../db/holds';
import { freePlaces, holdPlaces, holdSpanMs, releasePlaces } from './holds';
import { countCodeAttempt } from './throttle';

type Resolved = { event: EventRow; profile: ProfileRow; with_shirt: boolean; shirt_size: ShirtSize };

/** undefined: leave the code as it is; null (or blank): remove it; else the code as stored. */
const codeChange = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : normalizeCode(value);

/**
 * Adds children for one event, and sets or removes the codes. The cart keeps one event: items for
 * another event start a new cart. `ip` counts gift-card code tries (docs/rules.md §6).
 */
export function addToCart(deps: Deps, userId: number, input: v.InferOutput<typeof AddToCartPayloadSchema>, ip: string): Cart {
  const { db } = deps;
  const now = deps.now();
  const errors = new ErrorList();

  const resolved: Resolved[] = [];
  input.items.forEach((item, i) => {
    const event = findEventByUuid(db, item.product_id);
    if (!event) errors.add(`items.${i}.product_id`, texts.eventUnknown);
    else if (isEnded(event, now)) errors.add(`items.${i}.product_id`, texts.eventEnded);
    const profile = findOwnProfile(db, userId, item.profile_id);
    if (!profile) errors.add(`items.${i}.profile_id`, texts.profileNotYours);
    if (event && profile) {
      const registered = alreadyRegisteredMessage(db, event.id, profile);
      if (registered) errors.add(`items.${i}.profile_id`, registered);
      else resolved.push({ event, profile, with_shirt: item.with_shirt, shirt_size: item.shirt_size });
    }
  });
  const eventIds = new Set(resolved.map((x) => x.event.id));
  if (eventIds.size > 1) errors.add('items', texts.oneEvent);

  const current = loadCart(db, userId);
  const newEvent = resolved[0]?.event;
  if (newEvent) {
    checkSalesOpen(newEvent, now);
    // the family's cap counts the children already in the cart for this event (docs/rules.md "Held places")
    const kept = current.lines.filter((l) => l.event.id === newEvent.id).map((l) => l.profile.id);
    const capped = familyCapMessage(deps, userId, newEvent, [...kept, ...resolved.map((x) => x.profile.id)]);
    if (capped) errors.add('items', capped);
  }

  // a code is stored as the shop writes it ('kado demo 2026' typed, KADO-DEMO-2026 stored)
  let coupon = codeChange(input.coupon_code);
  let giftcard = codeChange(input.giftcard_code);
  if (coupon) {
    const check = checkVoucher(db, coupon, now, { openOrdersOfUser: userId }, userId);
    if (!check.ok) errors.add('coupon_code', check.message);
    else coupon = check.row.code;
  }
  if (giftcard) {
    // the same throttle as the balance check: the answer tells whether a code exists
    const attempt = countCodeAttempt(db, ip, now, 'giftcard_code');
    const check = checkGiftCard(db, giftcard, now, { openOrdersOfUser: userId });
    const card = findActiveGiftCard(db, giftcard);
    if (card) attempt.forgive(); // a code that exists is no guess
    if (!check.ok) errors.add('giftcard_code', check.message);
    else if (card?.code) giftcard = card.code;
  }
  errors.throwIfAny();

  if (!resolved.length && coupon === undefined && giftcard === undefined) return cartAnswer(db, userId, now);
  inTransaction(db, () => {
    touchCart(db, userId, now);
    if (newEvent) {
      for (const l of current.lines) if (l.event.id !== newEvent.id) releasePlaces(db, l.event.id, userId, [l.profile.id]);
      deleteItemsOfOtherEvents(db, userId, newEvent.id);
    }
    upsertCartItems(
      db,
      userId,
      resolved.map((x) => ({ event_id: x.event.id, profile_id: x.profile.id, with_shirt: x.with_shirt, shirt_size: x.shirt_size })),
    );
    if (coupon !== undefined) setCartCouponCode(db, userId, coupon);
    if (giftcard !== undefined) setCartGiftCardCode(db, userId, giftcard);
    // The places, at step 1 (docs/rules.md "Held places"): the children asked for get one or nothing
    // is saved; the rest of the cart keeps its places, renewed while the event has free places.
    const event = newEvent ?? current.lines[0]?.event;
    if (event) {
      const required = resolved.map((x) => x.profile.id);
      const others = current.lines.filter((l) => l.event.id === event.id).map((l) => l.profile.id);
      holdPlaces(deps, { userId, event, required, others, renew: 'while-free', full: () => fieldError('items', texts.cartFull) });
    }
  });
  return cartAnswer(db, userId, now);
}

/** Empties the cart: its lines and its codes. */
export function emptyCart(deps: Deps, userId: number): Cart {
  inTransaction(deps.db, () => {
    for (const l of loadCart(deps.db, userId).lines) releasePlaces(deps.db, l.event.id, userId, [l.profile.id]);
    deleteCartItems(deps.db, userId);
    clearCartCodes(deps.db, userId, deps.now());
  });
  return cartAnswer(deps.db, userId, deps.now());
}

/** Takes one child out of the cart; not found when that child is not in it. */
export function removeFromCart(deps: Deps, userId: number, eventUuid: string, profileUuid: string): Cart {
  const { db } = deps;
  const event = findEventByUuid(db, eventUuid);
  const profile = findOwnProfile(db, userId, profileUuid);
  const removed =
    event && profile
      ? inTransaction(db, () => {
          releasePlaces(db, event.id, userId, [profile.id]);
          return deleteCartItem(db, userId, event.id, profile.id);
        })
      : 0;
  if (!removed) throw notFound(texts.notInCart);
  return cartAnswer(db, userId, deps.now());
}

/**
 * 'Langer vasthouden': another hold period for the cart, while the event has free places and up to
 * twice CART_HOLD_MINUTES after the places were first taken (docs/rules.md "Held places").
 */
export function keepPlaces(deps: Deps, userId: number): Cart {
  const { db } = deps;
  inTransaction(db, () => {
    const now = deps.now();
    const lines = loadCart(db, userId).lines;
    const event = lines[0]?.event;
    if (!event) throw fieldError('items', texts.cartEmpty);
    if (freePlaces(db, event, now) === 0) throw conflict(texts.holdNotExtended);
    const ids = lines.map((l) => l.profile.id);
    const before = earliestHoldEnd(db, event.id, userId, ids, now);
    holdPlaces(deps, { userId, event, required: [], others: ids, renew: 'while-free', full: () => conflict(texts.holdNotExtended) });
    const after = earliestHoldEnd(db, event.id, userId, ids, now);
    if (after === null || (before !== null && after <= before)) throw conflict(texts.holdAtLimit(holdSpanMs(deps) / 60_000));
  });
  return cartAnswer(db, userId, deps.now());
}
