// SQL of the waiting list: one row per child and event, in the order families joined.
import type { WaitingListStatus } from '../../shared/contract/waiting-list';
import type { DB } from './database';

export interface WaitingEntryRow {
  id: number;
  uuid: string;
  event_id: number;
  user_id: number;
  profile_id: number;
  status: WaitingListStatus;
  offer_expires_at: number | null;
  created_at: number;
}

export const countWaiting = (db: DB, eventId: number) =>
  db.prepare("SELECT COUNT(*) FROM waiting_list WHERE event_id = ? AND status = 'waiting'").pluck().get(eventId) as number;

/**
 * The waiting children of an event, counted up to `upTo`: what is left of the places after the taken
 * ones is all a free-places sum needs, and counting a line of thousands on every stock read and cart
 * add made each call of a rush dearer the longer the line grew (docs/rules.md "Sales opening").
 */
export const countWaitingUpTo = (db: DB, eventId: number, upTo: number) =>
  upTo <= 0
    ? 0
    : (db
        .prepare("SELECT COUNT(*) FROM (SELECT 1 FROM waiting_list WHERE event_id = ? AND status = 'waiting' LIMIT ?)")
        .pluck()
        .get(eventId, upTo) as number);

export const findEntryByUuid = (db: DB, uuid: string) =>
  db.prepare('SELECT * FROM waiting_list WHERE uuid = ?').get(uuid) as WaitingEntryRow | undefined;

export const findActiveEntry = (db: DB, eventId: number, profileId: number) =>
  db
    .prepare("SELECT * FROM waiting_list WHERE event_id = ? AND profile_id = ? AND status IN ('waiting', 'offered')")
    .get(eventId, profileId) as WaitingEntryRow | undefined;

export const entriesOfUser = (db: DB, userId: number) =>
  db.prepare('SELECT * FROM waiting_list WHERE user_id = ? ORDER BY id').all(userId) as WaitingEntryRow[];

export function insertEntry(db: DB, entry: { uuid: string; event_id: number; user_id: number; profile_id: number }, now: number): void {
  db.prepare(
    "INSERT INTO waiting_list (uuid, event_id, user_id, profile_id, status, created_at, updated_at) VALUES (@uuid, @event_id, @user_id, @profile_id, 'waiting', @now, @now)",
  ).run({ ...entry, now });
}

/** 1 for the first child in line; null when the entry no longer waits. */
export function positionOf(db: DB, entry: WaitingEntryRow): number | null {
  if (entry.status !== 'waiting') return null;
  const before = db
    .prepare("SELECT COUNT(*) FROM waiting_list WHERE event_id = ? AND status = 'waiting' AND id < ?")
    .pluck()
    .get(entry.event_id, entry.id) as number;
  return before + 1;
}

/** The first `limit` waiting children of an event, first in line first. */
export const firstWaiting = (db: DB, eventId: number, limit: number) =>
  db
    .prepare("SELECT * FROM waiting_list WHERE event_id = ? AND status = 'waiting' ORDER BY id LIMIT ?")
    .all(eventId, limit) as WaitingEntryRow[];

export const eventsWithWaiting = (db: DB) =>
  db.prepare("SELECT DISTINCT event_id FROM waiting_list WHERE status = 'waiting'").pluck().all() as number[];

export function setStatus(db: DB, id: number, status: WaitingListStatus, offerExpiresAt: number | null, now: number): void {
  db.prepare('UPDATE waiting_list SET status = ?, offer_expires_at = ?, updated_at = ? WHERE id = ?').run(status, offerExpiresAt, now, id);
}

/** Offers whose time ran out. */
export const expiredOffers = (db: DB, now: number) =>
  db.prepare("SELECT * FROM waiting_list WHERE status = 'offered' AND offer_expires_at <= ?").all(now) as WaitingEntryRow[];

/**
 * A child that has its place in the cart no longer waits: a waiting entry goes (it got a free place
 * another way), an offered one counts as claimed (its hold is now the cart's).
 */
export const settleWaiting = (db: DB, eventId: number, profileIds: number[], now: number) => {
  const del = db.prepare("DELETE FROM waiting_list WHERE event_id = ? AND profile_id = ? AND status = 'waiting'");
  const claim = db.prepare(
    "UPDATE waiting_list SET status = 'claimed', updated_at = ? WHERE event_id = ? AND profile_id = ? AND status = 'offered'",
  );
  for (const id of profileIds) {
    del.run(eventId, id);
    claim.run(now, eventId, id);
  }
};

export const deleteEntry = (db: DB, id: number) => db.prepare('DELETE FROM waiting_list WHERE id = ?').run(id);

/**
 * Puts a child in the parent's cart (without a shirt; step 2 chooses). The cart holds one event:
 * children of another event leave it, and their held places are given up.
 */
export function putChildInCart(db: DB, userId: number, eventId: number, profileId: number, now: number): void {
  db.prepare(
    'INSERT INTO carts (user_id, updated_at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET updated_at = excluded.updated_at',
  ).run(userId, now);
  const others = db
    .prepare('SELECT event_id, profile_id FROM cart_items WHERE user_id = ? AND event_id != ?')
    .all(userId, eventId) as Array<{ event_id: number; profile_id: number }>;
  const release = db.prepare('DELETE FROM place_holds WHERE user_id = ? AND event_id = ? AND profile_id = ?');
  for (const o of others) release.run(userId, o.event_id, o.profile_id);
  db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id != ?').run(userId, eventId);
  const position = (db.prepare('SELECT COALESCE(MAX(position), 0) FROM cart_items WHERE user_id = ?').pluck().get(userId) as number) + 1;
  db.prepare(
    `INSERT INTO cart_items (user_id, event_id, profile_id, with_shirt, shirt_size, position) VALUES (?, ?, ?, 0, 'none', ?)
     ON CONFLICT(user_id, event_id, profile_id) DO NOTHING`,
  ).run(userId, eventId, profileId, position);
}
