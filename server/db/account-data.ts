// A parent's own data (docs/rules.md "Their own data"): everything the shop keeps about them, read for
// the download and erased on request. Orders, their lines, payments and refunds stay for the bookkeeping.
import type { DB } from './database';

export interface OrderExportRow {
  id: number;
  uuid: string;
  number: string | null;
  status: string;
  event: string;
  base_cents: number;
  voucher_cents: number;
  giftcard_cents: number;
  total_cents: number;
  created_at: number;
  paid_at: number | null;
}

export const ordersForExport = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT o.id, o.uuid, o.number, o.status, e.title AS event, o.base_cents, o.voucher_cents, o.giftcard_cents,
              o.total_cents, o.created_at, o.paid_at
         FROM orders o JOIN events e ON e.id = o.event_id WHERE o.user_id = ? ORDER BY o.created_at`,
    )
    .all(userId) as OrderExportRow[];

export interface OrderItemExportRow {
  order_id: number;
  child: string;
  with_shirt: number;
  shirt_size: string | null;
  price_cents: number;
  shirt_price_cents: number;
  canceled_at: number | null;
}

export const orderItemsForExport = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT oi.order_id, trim(p.first_name || ' ' || p.last_name) AS child, oi.with_shirt, oi.shirt_size,
              oi.price_cents, oi.shirt_price_cents, oi.canceled_at
         FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN profiles p ON p.id = oi.profile_id
        WHERE o.user_id = ? ORDER BY oi.id`,
    )
    .all(userId) as OrderItemExportRow[];

export interface MoneyMoveRow {
  order_id: number;
  kind: 'payment' | 'refund';
  status: string;
  amount_cents: number;
  created_at: number;
}

export const moneyMovesForExport = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT p.order_id AS order_id, 'payment' AS kind, p.status AS status, p.amount_cents AS amount_cents, p.created_at AS created_at
         FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ?
       UNION ALL
       SELECT r.order_id, 'refund' AS kind, r.status, r.amount_cents, r.created_at
         FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ?
       ORDER BY 5`,
    )
    .all(userId, userId) as MoneyMoveRow[];

export interface WaitingExportRow {
  uuid: string;
  event: string;
  child: string;
  status: string;
  created_at: number;
  offer_expires_at: number | null;
}

export const waitingListForExport = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT w.uuid, e.title AS event, trim(p.first_name || ' ' || p.last_name) AS child, w.status, w.created_at,
              w.offer_expires_at
         FROM waiting_list w JOIN events e ON e.id = w.event_id JOIN profiles p ON p.id = w.profile_id
        WHERE w.user_id = ? ORDER BY w.created_at`,
    )
    .all(userId) as WaitingExportRow[];

export interface MailExportRow {
  subject: string;
  text: string;
  created_at: number;
  sent_at: number | null;
  status: string;
}

export const mailsForExport = (db: DB, email: string) =>
  db
    .prepare('SELECT subject, text, created_at, sent_at, status FROM mails WHERE lower(to_address) = lower(?) ORDER BY created_at')
    .all(email) as MailExportRow[];

/** Tickets of events that have not ended yet and were not canceled: the parent still has a camp to go to. */
export const upcomingTicketEvents = (db: DB, userId: number) =>
  db
    .prepare(
      `SELECT DISTINCT e.title, e.end_date, e.ended_flag
         FROM tickets t JOIN events e ON e.id = t.event_id
        WHERE t.user_id = ? AND t.canceled_at IS NULL`,
    )
    .all(userId) as { title: string; end_date: string; ended_flag: number }[];

/** Orders whose payment may still come in: erasing now would lose whom the tickets are for. */
export const countUnsettledOrders = (db: DB, userId: number) =>
  (db.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND status IN ('open', 'pending')").get(userId) as { n: number }).n;

/**
 * Erases the parent's personal data; call inside a transaction with secure_delete on (database.ts), so
 * the old bytes are overwritten in the file too. The account row and the children's rows stay (orders,
 * tickets and waiting-list history refer to them) but hold nothing that names a person.
 */
export function eraseAccount(db: DB, userId: number, userUuid: string, email: string, now: number): void {
  const gone = `verwijderd-${userUuid}@verwijderd.invalid`;
  db.prepare(
    `UPDATE users SET email = @gone, email_normalized = @gone, password_hash = '', first_name = '', last_name = '',
            phone = '', deleted_at = @now, updated_at = @now WHERE id = @userId`,
  ).run({ gone, now, userId });
  db.prepare(
    `UPDATE profiles SET first_name = 'Verwijderd', last_name = '', birthdate = '', gender = 'u', club = '', team = '',
            position = '', street = '', house_number = '', postal_code = '', city = '', country = '',
            needs_medical_attention = 0, family_doctor = '', additional_info = '', allergies = '',
            group_preference = '', contact_phone = '', no_club = 0, updated_at = @now
      WHERE user_id = @userId`,
  ).run({ now, userId });
  // the answers to an event's questions tell about the child (docs/rules.md "Questions per event")
  db.prepare("UPDATE tickets SET feedback_text = NULL, trainer_name = NULL, trainer_photo = NULL, answers = '{}' WHERE user_id = ?").run(
    userId,
  );
  db.prepare("UPDATE order_items SET answers = '{}' WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?)").run(userId);
  db.prepare('DELETE FROM ticket_feedback WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ?)').run(userId);
  for (const table of ['sessions', 'password_resets', 'cart_items', 'carts', 'checkout_locks', 'place_holds', 'waiting_list'])
    db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
  db.prepare('DELETE FROM mails WHERE lower(to_address) = lower(?)').run(email);
  db.prepare("DELETE FROM login_attempts WHERE throttle_key LIKE '%' || ? || '%'").run(email.toLowerCase());
  // gift cards they bought keep their amounts for the bookkeeping, not who bought them
  db.prepare("UPDATE gift_cards SET buyer_first_name = '', buyer_last_name = '', buyer_email = '' WHERE lower(buyer_email) = lower(?)").run(
    email,
  );
}
