// The waiting list of a sold-out event (docs/rules.md "Waiting list"): children in the order their
// families joined; a freed place is offered to the first in line by mail and held for them for
// WAITLIST_OFFER_HOURS; an offer not claimed in time goes to the next.
import type { WaitingListEntry } from '../../shared/contract/waiting-list';
import type { FieldErrors } from '../../shared/contract/validation';
import type { Deps } from '../context';
import type { DB } from '../db/database';
import { countTaken, deleteExpiredHolds, deleteHoldOfEntry, profilesWithPlace, upsertHold } from '../db/holds';
import {
  deleteEntry,
  entriesOfUser,
  eventsWithWaiting,
  expiredOffers,
  findActiveEntry,
  findEntryByUuid,
  firstWaiting,
  insertEntry,
  positionOf,
  putChildInCart,
  setStatus,
  type WaitingEntryRow,
} from '../db/waiting-list';
import { findEventById, findEventByUuid, type EventRow } from '../db/events';
import { findOwnProfile, findProfileById, type ProfileRow } from '../db/profiles';
import { listCartItems } from '../db/cart';
import { uuid } from '../lib/crypto';
import { texts } from '../texts';
import { alreadyRegisteredMessage } from './cart';
import { DomainError, fieldError, invalid, notFound } from './errors';
import { checkSalesOpen, isEnded } from './events';
import { checkFamilyCap, familyCapMessage } from './family-cap';
import { freePlaces } from './holds';
import { toProfile } from './profiles';
import { sendOfferMail } from './waiting-list-mails';

function toEntry(db: DB, row: WaitingEntryRow): WaitingListEntry[] {
  const profile = findProfileById(db, row.profile_id);
  const event = findEventById(db, row.event_id);
  if (!profile || !event) return [];
  return [
    {
      uuid: row.uuid,
      event_uuid: event.uuid,
      profile: toProfile(profile),
      position: positionOf(db, row),
      status: row.status,
      offer_expires_at: row.offer_expires_at === null ? null : new Date(row.offer_expires_at).toISOString(),
    },
  ];
}

/** GET /api/user/waiting-list: the parent's own entries, oldest first. */
export const listOwnEntries = (db: DB, userId: number) => entriesOfUser(db, userId).flatMap((row) => toEntry(db, row));

/** POST /api/events/{uuid}/waiting-list: only while the event has no free place; a child already in line stays where it is. */
export function joinWaitingList(deps: Deps, userId: number, eventUuid: string, profileUuids: string[]): WaitingListEntry[] {
  const { db } = deps;
  const now = deps.now();
  const event = findEventByUuid(db, eventUuid);
  if (!event) throw notFound(texts.eventNotFound);
  if (isEnded(event, now)) throw invalid({ profile_ids: [texts.eventEnded] });
  const errors: FieldErrors = {};
  const profiles: ProfileRow[] = [];
  profileUuids.forEach((id, i) => {
    const profile = findOwnProfile(db, userId, id);
    const registered = profile && alreadyRegisteredMessage(db, event.id, profile);
    if (!profile) errors[`profile_ids.${i}`] = [texts.profileNotYours];
    else if (registered) errors[`profile_ids.${i}`] = [registered];
    else profiles.push(profile);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  checkSalesOpen(event, now);
  db.transaction(() => {
    if (freePlaces(db, event, now) > 0) throw invalid({ profile_ids: [texts.placesFree] });
    // the family's cap counts the children already in line (docs/rules.md "Held places")
    const inLine = entriesOfUser(db, userId).filter((e) => e.event_id === event.id && (e.status === 'waiting' || e.status === 'offered'));
    checkFamilyCap(deps, userId, event, [...inLine.map((e) => e.profile_id), ...profiles.map((p) => p.id)], 'profile_ids');
    const placed = profilesWithPlace(db, event.id, userId, now);
    const withPlace = profiles.find((p) => placed.has(p.id));
    if (withPlace) throw invalid({ profile_ids: [texts.alreadyHasPlace(withPlace.first_name)] });
    for (const p of profiles) {
      if (!findActiveEntry(db, event.id, p.id))
        insertEntry(db, { uuid: uuid(), event_id: event.id, user_id: userId, profile_id: p.id }, now);
    }
  }).immediate();
  return listOwnEntries(db, userId).filter((e) => e.event_uuid === event.uuid);
}

/** DELETE /api/waiting-list/{uuid}: leaving gives up an offered place too; the sweep passes it on. */
export function leaveWaitingList(deps: Deps, userId: number, entryUuid: string): void {
  const { db } = deps;
  db.transaction(() => {
    const entry = findEntryByUuid(db, entryUuid);
    // someone else's entry is as unknown as one that does not exist
    if (!entry || entry.user_id !== userId) throw notFound(texts.waitingEntryUnknown);
    if (entry.status === 'offered') deleteHoldOfEntry(db, entry.id);
    deleteEntry(db, entry.id);
  }).immediate();
}

/**
 * POST /api/waiting-list/{uuid}/claim (the mail's link): the offered child goes into the parent's
 * cart with the offer's hold. Only the parent who got the offer can claim it.
 */
export function claimOffer(deps: Deps, userId: number, entryUuid: string): WaitingListEntry {
  const { db } = deps;
  const now = deps.now();
  const row = db
    .transaction(() => {
      const entry = findEntryByUuid(db, entryUuid);
      if (!entry) throw notFound(texts.waitingEntryUnknown);
      if (entry.user_id !== userId) throw new DomainError('forbidden', texts.offerNotYours);
      if (entry.status === 'claimed') return entry;
      if (entry.status !== 'offered' || (entry.offer_expires_at ?? 0) <= now) throw new DomainError('gone', texts.offerExpired);
      // The family's cap again, now (docs/rules.md "Places per family"): tickets paid since the child
      // joined count, and so does the cart. Over it, the offer goes to the next in line at once
      // instead of keeping the place held for a child that could never be signed up.
      const event = findEventById(db, entry.event_id);
      const inCart = listCartItems(db, userId).filter((i) => i.event_id === entry.event_id);
      const capped = event && familyCapMessage(deps, userId, event, [...inCart.map((i) => i.profile_id), entry.profile_id]);
      if (capped) {
        deleteHoldOfEntry(db, entry.id);
        deleteEntry(db, entry.id);
        offerFreePlaces(deps, event, now);
        return capped;
      }
      putChildInCart(db, userId, entry.event_id, entry.profile_id, now);
      setStatus(db, entry.id, 'claimed', entry.offer_expires_at, now);
      return { ...entry, status: 'claimed' as const };
    })
    .immediate();
  if (typeof row === 'string') throw fieldError('items', texts.offerOverCap(row));
  const [answer] = toEntry(db, row);
  if (!answer) throw notFound(texts.waitingEntryUnknown);
  return answer;
}

function offerPlace(deps: Deps, entry: WaitingEntryRow, event: EventRow, now: number): void {
  const { db } = deps;
  const until = now + deps.waitlistOfferMs;
  setStatus(db, entry.id, 'offered', until, now);
  upsertHold(
    db,
    { event_id: event.id, user_id: entry.user_id, profile_id: entry.profile_id, expires_at: until, waiting_entry_id: entry.id },
    now,
  );
  sendOfferMail(deps, entry, event, until);
}

/**
 * The sweep (a timer in the server, every few seconds; no request needed): offers not claimed in
 * time expire, holds that ran out are released, and every free place of an event with a waiting
 * list is offered to the first in line. One IMMEDIATE transaction, so no cart add slips in between.
 */
export function sweepHolds(deps: Deps): { expired: number; offered: number } {
  const { db } = deps;
  return db
    .transaction(() => {
      const now = deps.now();
      const lapsed = expiredOffers(db, now);
      for (const entry of lapsed) {
        setStatus(db, entry.id, 'expired', entry.offer_expires_at, now);
        deleteHoldOfEntry(db, entry.id);
      }
      deleteExpiredHolds(db, now);
      let offered = 0;
      for (const eventId of eventsWithWaiting(db)) {
        const event = findEventById(db, eventId);
        if (event) offered += offerFreePlaces(deps, event, now);
      }
      return { expired: lapsed.length, offered };
    })
    .immediate();
}

/**
 * Every free place of the event goes to the first in line (the sweep; a canceled ticket at once).
 * Call inside an IMMEDIATE transaction. Answers how many were offered.
 */
export function offerFreePlaces(deps: Deps, event: EventRow, now: number): number {
  if (isEnded(event, now)) return 0;
  const free = event.initial_stock - countTaken(deps.db, event.id, now);
  if (free <= 0) return 0;
  const entries = firstWaiting(deps.db, event.id, free);
  for (const entry of entries) offerPlace(deps, entry, event, now);
  return entries.length;
}

/** Runs the sweep every `intervalMs` until stopped; a failing sweep is logged and tried again. */
export function startHoldSweep(deps: Deps, intervalMs: number): () => void {
  const timer = setInterval(() => {
    try {
      sweepHolds(deps);
    } catch (err) {
      console.warn('hold sweep failed', err);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
