// carts and cart_items: one stored cart per parent (its codes) and its lines.
import type { ShirtSize } from '../../shared/contract/cart';
import type { DB } from './database';

export interface CartRow {
  coupon_code: string | null;
  giftcard_code: string | null;
}

export interface CartItemRow {
  event_id: number;
  profile_id: number;
  with_shirt: number;
  shirt_size: ShirtSize;
  /** the answers to the event's questions, JSON by question id (docs/rules.md "Questions per event") */
  answers: string;
}

export const findCart = (db: DB, userId: number) =>
  db.prepare('SELECT coupon_code, giftcard_code FROM carts WHERE user_id = ?').get(userId) as CartRow | undefined;

export const listCartItems = (db: DB, userId: number) =>
  db
    .prepare('SELECT event_id, profile_id, with_shirt, shirt_size, answers FROM cart_items WHERE user_id = ? ORDER BY position, rowid')
    .all(userId) as CartItemRow[];

/** Makes sure the parent has a cart row, marked changed now. */
export function touchCart(db: DB, userId: number, now: number): void {
  db.prepare(
    'INSERT INTO carts (user_id, updated_at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET updated_at = excluded.updated_at',
  ).run(userId, now);
}

export function deleteItemsOfOtherEvents(db: DB, userId: number, eventId: number): void {
  db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id != ?').run(userId, eventId);
}

/** Adds lines after the existing ones; a child already in the cart for the event gets the new shirt choice. */
export function upsertCartItems(
  db: DB,
  userId: number,
  items: Array<Omit<CartItemRow, 'with_shirt' | 'answers'> & { with_shirt: boolean }>,
): void {
  let position = (db.prepare('SELECT COALESCE(MAX(position), 0) FROM cart_items WHERE user_id = ?').pluck().get(userId) as number) + 1;
  const upsert = db.prepare(
    `INSERT INTO cart_items (user_id, event_id, profile_id, with_shirt, shirt_size, position) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(user_id, event_id, profile_id) DO UPDATE SET with_shirt = excluded.with_shirt, shirt_size = excluded.shirt_size`,
  );
  for (const x of items) upsert.run(userId, x.event_id, x.profile_id, x.with_shirt ? 1 : 0, x.shirt_size, position++);
}

/** A child's answers in the cart (the line stays as it is otherwise). */
export function setCartItemAnswers(db: DB, userId: number, eventId: number, profileId: number, answers: string): void {
  db.prepare('UPDATE cart_items SET answers = ? WHERE user_id = ? AND event_id = ? AND profile_id = ?').run(
    answers,
    userId,
    eventId,
    profileId,
  );
}

export function setCartCouponCode(db: DB, userId: number, code: string | null): void {
  db.prepare('UPDATE carts SET coupon_code = ? WHERE user_id = ?').run(code, userId);
}

export function setCartGiftCardCode(db: DB, userId: number, code: string | null): void {
  db.prepare('UPDATE carts SET giftcard_code = ? WHERE user_id = ?').run(code, userId);
}

export function deleteCartItems(db: DB, userId: number): void {
  db.prepare('DELETE FROM cart_items WHERE user_id = ?').run(userId);
}

/** Removes one child's line; the number of lines removed (0 or 1). */
export const deleteCartItem = (db: DB, userId: number, eventId: number, profileId: number): number =>
  db.prepare('DELETE FROM cart_items WHERE user_id = ? AND event_id = ? AND profile_id = ?').run(userId, eventId, profileId).changes;

/** The cart's voucher and gift-card codes go (an emptied cart, a paid order). */
export function clearCartCodes(db: DB, userId: number, now: number): void {
  db.prepare('UPDATE carts SET coupon_code = NULL, giftcard_code = NULL, updated_at = ? WHERE user_id = ?').run(now, userId);
}
