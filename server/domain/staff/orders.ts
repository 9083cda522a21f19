// The back office's orders (docs/rules.md "Back office"): find one by number, parent name or e-mail address,
// and see its lines, payments, status and the mails sent about it.
import type { StaffOrder } from '../../../shared/contract/staff';
import type { DB } from '../../db/database';
import {
  findStaffOrder,
  latestOrders,
  listOrderMails,
  listOrderPayments,
  listStaffOrderLines,
  searchOrders,
  type StaffOrderRow,
} from '../../db/staff-orders';
import { listRefundsOfOrder } from '../../db/refunds';
import { toApiAmount } from '../../lib/money';
import { texts } from '../../texts';
import { notFound } from '../errors';
import { toRefund } from '../refunds';

const MAX_RESULTS = 50;
const iso = (ms: number) => new Date(ms).toISOString();

const toStaffOrder = (row: StaffOrderRow): StaffOrder => ({
  uuid: row.uuid,
  number: row.number,
  status: row.status,
  parent_name: `${row.parent_first_name} ${row.parent_last_name}`.trim(),
  parent_email: row.parent_email,
  event_uuid: row.event_uuid,
  event_title: row.event_title,
  total: toApiAmount(row.total_cents),
  created_at: iso(row.created_at),
  paid_at: row.paid_at === null ? null : iso(row.paid_at),
});

/** GET /api/staff/orders?q=: without q the latest orders. */
export function findOrders(db: DB, q: string): StaffOrder[] {
  const query = q.trim().slice(0, 100);
  return (query === '' ? latestOrders(db, MAX_RESULTS) : searchOrders(db, query.toLowerCase(), MAX_RESULTS)).map(toStaffOrder);
}

/** GET /api/staff/orders/{uuid} */
export function orderDetail(db: DB, uuid: string) {
  const row = findStaffOrder(db, uuid);
  if (!row) throw notFound(texts.orderNotFound);
  return {
    order: toStaffOrder(row),
    parent_phone: row.parent_phone,
    lines: listStaffOrderLines(db, row.id).map((line) => ({
      child_name: `${line.first_name} ${line.last_name}`.trim(),
      with_shirt: line.with_shirt === 1,
      shirt_size: line.shirt_size,
      price: toApiAmount(line.price_cents),
      shirt_price: toApiAmount(line.with_shirt ? line.shirt_price_cents : 0),
      ticket_uuid: line.ticket_uuid,
      canceled: line.canceled_at !== null,
    })),
    discounts: { voucher: toApiAmount(row.voucher_cents), gift_card: toApiAmount(row.giftcard_cents) },
    payments: listOrderPayments(db, row.id).map((p) => ({
      uuid: p.uuid,
      provider: p.provider,
      amount: toApiAmount(p.amount_cents),
      status: p.status,
      created_at: iso(p.created_at),
      updated_at: iso(p.updated_at),
    })),
    refunds: listRefundsOfOrder(db, row.id).map(toRefund),
    mails: listOrderMails(db, row.parent_email, row.number).map((m) => ({
      subject: m.subject,
      to: m.to_address,
      status: m.status,
      created_at: iso(m.created_at),
    })),
  };
}
