// Held places (docs/rules.md "Held places"): a child in the cart holds its place for CART_HOLD_MINUTES
// after the cart last changed; an open payment holds it through its order until the payment ends;
// after a failed payment the hold keeps the rest of its time. Every function that takes places runs
// inside the caller's IMMEDIATE transaction: the count and the insert cannot be split by another request.
import type { Deps } from '../context';
import type { DB } from '../db/database';
import { countTaken, deleteHolds, earliestHoldEnd, extendHolds, liveHoldsOf, profilesWithPlace, upsertHold } from '../db/holds';
import { countWaitingUpTo, settleWaiting } from '../db/waiting-list';
import type { EventRow } from '../db/events';

type EventStock = Pick<EventRow, 'id' | 'initial_stock'>;

/** Places nobody holds and nobody on the waiting list is first in line for. */
export function freePlaces(db: DB, event: EventStock, now: number): number {
  return placesLeft(db, event, event.initial_stock - countTaken(db, event.id, now));
}

/** Of `untaken` places, those the waiting list does not claim (never below 0). */
function placesLeft(db: DB, event: EventStock, untaken: number): number {
  return Math.max(0, untaken - countWaitingUpTo(db, event.id, untaken));
}

/**
 * The stock a visitor sees (GET /api/events/{uuid}/stock): the free places; for a logged-in parent
 * also the places they hold themselves (spec §4 "Event availability": they are theirs to order).
 */
export function stockFor(db: DB, event: EventStock, now: number, userId = 0): number {
  const taken = countTaken(db, event.id, now);
  const own = userId ? taken - countTaken(db, event.id, now, { user: userId }) : 0;
  return own + placesLeft(db, event, event.initial_stock - taken);
}

export interface HoldRequest {
  userId: number;
  event: EventStock;
  /** children that must have a place (refused with `full()` when there are not enough free places) */
  required: number[];
  /** further children of the cart that keep or get a place when one is free, never refused */
  others?: number[];
  /**
   * 'while-free' (a cart change, 'keep longer'): every hold runs CART_HOLD_MINUTES from now, but only
   * while places are still free for others, and never past HOLD_SPAN_FACTOR × CART_HOLD_MINUTES after
   * the child first got its place: a parent cannot keep places of a full event, nor renew them for ever.
   * 'keep' (checkout): holds keep their end; a child without one gets a hold that ends no later than `until`.
   */
  renew: 'while-free' | 'keep';
  /** the latest end of a new hold (checkout: the order's reservation) */
  until?: number;
  full: () => Error;
}

/**
 * How far 'keep longer' and cart changes may move a hold: twice CART_HOLD_MINUTES after the child
 * first got its place (docs/rules.md "Held places").
 */
export const HOLD_SPAN_FACTOR = 2;
export const holdSpanMs = (deps: Pick<Deps, 'cartHoldMs'>) => HOLD_SPAN_FACTOR * deps.cartHoldMs;

/** Takes or keeps the places of the children; nothing is taken when a required one has no place. */
export function holdPlaces(deps: Deps, req: HoldRequest): void {
  const { db } = deps;
  const now = deps.now();
  const until = Math.min(now + deps.cartHoldMs, req.until ?? Infinity);
  const span = holdSpanMs(deps);
  const placed = profilesWithPlace(db, req.event.id, req.userId, now);
  const missing = req.required.filter((id) => !placed.has(id));
  let free = freePlaces(db, req.event, now);
  if (missing.length > free) throw req.full();
  const hold = (profileId: number) =>
    upsertHold(
      db,
      { event_id: req.event.id, user_id: req.userId, profile_id: profileId, expires_at: until, waiting_entry_id: null },
      now,
      req.renew === 'keep' ? 0 : span,
    );
  const held = new Set(liveHoldsOf(db, req.event.id, req.userId, now).map((h) => h.profile_id));
  // a child whose place comes from an open payment gets a hold too: it keeps the place when that payment fails
  for (const id of req.required) if (!held.has(id)) hold(id);
  for (const id of req.others ?? []) {
    if (held.has(id) || req.required.includes(id)) continue;
    if (placed.has(id)) hold(id);
    else if (free > missing.length) {
      hold(id);
      free--;
    }
  }
  const all = [...req.required, ...(req.others ?? [])];
  settleWaiting(db, req.event.id, all, now);
  if (req.renew === 'while-free' && freePlaces(db, req.event, now) > 0) extendHolds(db, req.event.id, req.userId, all, until, now, span);
}

/** Gives up the places of these children (taken out of the cart, or the cart emptied). */
export const releasePlaces = (db: DB, eventId: number, userId: number, profileIds: number[]) =>
  deleteHolds(db, eventId, userId, profileIds);

/** The cart answer's hold_expires_at: the earliest end of the cart's held places, or null. */
export function holdEnd(db: DB, eventId: number, userId: number, profileIds: number[], now: number): string | null {
  const end = earliestHoldEnd(db, eventId, userId, profileIds, now);
  return end === null ? null : new Date(end).toISOString();
}

/**
 * Whether a payment that arrives late (its order canceled, expired, or its reservation run out)
 * can still be honoured: children that still hold their own place keep it; the others need free
 * places, and the waiting list comes first for those. Run inside the payment's IMMEDIATE transaction.
 */
export function latePaymentFits(
  db: DB,
  order: { id: number; user_id: number },
  event: EventStock,
  profileIds: number[],
  now: number,
): boolean {
  const held = new Set(liveHoldsOf(db, event.id, order.user_id, now).map((h) => h.profile_id));
  const missing = profileIds.filter((id) => !held.has(id)).length;
  return missing === 0 || missing <= placesLeft(db, event, event.initial_stock - countTaken(db, event.id, now, { order: order.id }));
}
