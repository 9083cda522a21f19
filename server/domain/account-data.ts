// A parent's own data (AVG/GDPR; docs/rules.md "Their own data"): one JSON file with everything the shop
// keeps about them, and erasing the account. Orders stay for the bookkeeping (the law keeps them seven
// years) but without name, e-mail, phone or the children's details.
import type * as v from 'valibot';
import type { DeleteAccountPayloadSchema } from '../../shared/contract/account-data';
import { answersInWords } from '../../shared/contract/questions';
import type { Deps } from '../context';
import {
  countUnsettledOrders,
  eraseAccount,
  mailsForExport,
  moneyMovesForExport,
  orderItemsForExport,
  ordersForExport,
  upcomingTicketEvents,
  waitingListForExport,
} from '../db/account-data';
import { inTransaction, type DB } from '../db/database';
import { findEventsByUuids } from '../db/events';
import { verifyPassword } from '../lib/crypto';
import { toApiAmount } from '../lib/money';
import { texts } from '../texts';
import { DomainError, conflict, fieldError, tooManyTries } from './errors';
import { eventQuestions } from './answers';
import { isEnded } from './events';
import { userEvents } from './order-views';
import { profilesOf } from './profiles';
import { clearLoginAttempts, countLoginAttempt, type LoginAttempt } from './throttle';
import { currentUser, toUser } from './users';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /api/user/export: everything about the parent, readable without the shop (dates ISO, amounts in euros). */
export function exportAccountData(deps: Deps, userId: number): object {
  const { db } = deps;
  const user = currentUser(db, userId);
  const items = orderItemsForExport(db, userId);
  const moves = moneyMovesForExport(db, userId);
  return {
    exported_at: iso(deps.now()),
    account: { ...toUser(user), created_at: iso((user as typeof user & { created_at: number }).created_at) },
    children: profilesOf(db, userId),
    orders: ordersForExport(db, userId).map((o) => ({
      number: o.number,
      status: o.status,
      event: o.event,
      created_at: iso(o.created_at),
      paid_at: iso(o.paid_at),
      amount: toApiAmount(o.base_cents),
      voucher: toApiAmount(o.voucher_cents),
      gift_card: toApiAmount(o.giftcard_cents),
      total: toApiAmount(o.total_cents),
      lines: items
        .filter((i) => i.order_id === o.id)
        .map((i) => ({
          child: i.child,
          shirt: i.with_shirt === 1 ? i.shirt_size : null,
          price: toApiAmount(i.price_cents + i.shirt_price_cents),
          canceled_at: iso(i.canceled_at),
        })),
      payments: moves
        .filter((m) => m.order_id === o.id)
        .map((m) => ({ kind: m.kind, status: m.status, amount: toApiAmount(m.amount_cents), created_at: iso(m.created_at) })),
    })),
    tickets: readableTickets(deps, userId),
    waiting_list: waitingListForExport(db, userId).map((w) => ({
      ...w,
      created_at: iso(w.created_at),
      offer_expires_at: iso(w.offer_expires_at),
    })),
    mails: mailsForExport(db, user.email).map((m) => ({ ...m, created_at: iso(m.created_at), sent_at: iso(m.sent_at) })),
  };
}

/**
 * The tickets per event, readable without the shop: the event by its title, dates and place beside its uuid,
 * and each answer beside its question as the parent gave it ('Ja', not 'yes'; docs/rules.md "Questions per event").
 */
function readableTickets(deps: Deps, userId: number) {
  const events = userEvents(deps, userId);
  const rows = new Map(
    findEventsByUuids(
      deps.db,
      events.map((e) => e.uuid),
    ).map((row) => [row.uuid, row]),
  );
  return events.map((event) => {
    const row = rows.get(event.uuid);
    const questions = eventQuestions(deps, event.uuid);
    return {
      event: row ? { title: row.title, start_date: row.start_date, end_date: row.end_date, location: row.location } : null,
      ...event,
      tickets: event.tickets.map((ticket) => ({
        ...ticket,
        answers: answersInWords(questions, ticket.answers ?? {}),
      })),
    };
  });
}

/** Throttled like the login (per account and IP), so a computer left logged in cannot be used to guess. */
function countTry(db: DB, userId: number, ip: string, now: number): LoginAttempt {
  try {
    return countLoginAttempt(db, `account-delete|${userId}`, ip, now);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'too_many')
      throw tooManyTries('password', error.message, error.retryAfterSeconds ?? 60);
    throw error;
  }
}

/**
 * POST /api/user/delete: checks the password, refuses while a child is still to go to a camp or a payment
 * may still come in (saying why and what to do first), then erases the parent's data and ends every session.
 */
export async function deleteAccount(
  deps: Deps,
  userId: number,
  ip: string,
  input: v.InferOutput<typeof DeleteAccountPayloadSchema>,
): Promise<void> {
  const { db } = deps;
  const user = currentUser(db, userId);
  const attempt = countTry(db, userId, ip, deps.now());
  if (!(await verifyPassword(input.password, user.password_hash))) throw fieldError('password', texts.wrongPassword);
  clearLoginAttempts(db, attempt);
  const now = deps.now();
  const upcoming = upcomingTicketEvents(db, userId).filter((e) => !isEnded(e, now));
  if (upcoming.length > 0) throw conflict(texts.deleteHasTickets(upcoming.map((e) => e.title).join(', ')));
  if (countUnsettledOrders(db, userId) > 0) throw conflict(texts.deleteHasOpenPayment);
  inTransaction(db, () => eraseAccount(db, userId, user.uuid, user.email, now));
  // the WAL still holds the pages as they were before; fold it into the file and empty it
  db.pragma('wal_checkpoint(TRUNCATE)');
}
