// SQL of the back office's order search and order view.
import type { DB } from './database';

export interface StaffOrderRow {
  id: number;
  uuid: string;
  number: string;
  status: string;
  total_cents: number;
  voucher_cents: number;
  giftcard_cents: number;
  created_at: number;
  paid_at: number | null;
  parent_first_name: string;
  parent_last_name: string;
  parent_email: string;
  parent_phone: string;
  event_uuid: string;
  event_title: string;
}

const ORDERS = `
  SELECT o.id, o.uuid, o.number, o.status, o.total_cents, o.voucher_cents, o.giftcard_cents, o.created_at, o.paid_at,
    u.first_name AS parent_first_name, u.last_name AS parent_last_name, u.email AS parent_email, u.phone AS parent_phone,
    e.uuid AS event_uuid, e.title AS event_title
  FROM orders o JOIN users u ON u.id = o.user_id JOIN events e ON e.id = o.event_id`;

/** By part of the order number ('SV-1038', '1038'), of the parent's name or of their e-mail address; newest first. */
export function searchOrders(db: DB, q: string, limit: number): StaffOrderRow[] {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .prepare(
      `${ORDERS} WHERE o.number LIKE @like ESCAPE '\\' OR u.email_normalized LIKE @like ESCAPE '\\'
         OR (u.first_name || ' ' || u.last_name) LIKE @like ESCAPE '\\'
       ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
    )
    .all({ like, limit }) as StaffOrderRow[];
}

export const latestOrders = (db: DB, limit: number) =>
  db.prepare(`${ORDERS} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`).all(limit) as StaffOrderRow[];

export const findStaffOrder = (db: DB, uuid: string) => db.prepare(`${ORDERS} WHERE o.uuid = ?`).get(uuid) as StaffOrderRow | undefined;

export interface StaffOrderLineRow {
  first_name: string;
  last_name: string;
  with_shirt: number;
  shirt_size: string;
  price_cents: number;
  shirt_price_cents: number;
  ticket_uuid: string | null;
  canceled_at: number | null;
}

export const listStaffOrderLines = (db: DB, orderId: number) =>
  db
    .prepare(
      `SELECT p.first_name, p.last_name, oi.with_shirt, oi.shirt_size, oi.price_cents, oi.shirt_price_cents,
              t.uuid AS ticket_uuid, oi.canceled_at
       FROM order_items oi JOIN profiles p ON p.id = oi.profile_id LEFT JOIN tickets t ON t.order_item_id = oi.id
       WHERE oi.order_id = ? ORDER BY oi.id`,
    )
    .all(orderId) as StaffOrderLineRow[];

export const listOrderPayments = (db: DB, orderId: number) =>
  db
    .prepare('SELECT uuid, provider, amount_cents, status, created_at, updated_at FROM payments WHERE order_id = ? ORDER BY id')
    .all(orderId) as Array<{
    uuid: string;
    provider: string;
    amount_cents: number;
    status: string;
    created_at: number;
    updated_at: number;
  }>;

/** The mails to an address that name the order number (confirmation, refund notice), oldest first. */
export const listOrderMails = (db: DB, email: string, number: string) =>
  db
    .prepare(
      `SELECT subject, to_address, status, created_at FROM mails
       WHERE to_address = ? COLLATE NOCASE AND (instr(subject, ?) > 0 OR instr(text, ?) > 0) ORDER BY id`,
    )
    .all(email, number, number) as Array<{ subject: string; to_address: string; status: string; created_at: number }>;
