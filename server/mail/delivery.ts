// Which sender delivers the outbox of each open database (mail/sender.ts attaches itself here, and
// domain/mail.ts sendMail wakes it). Here in mail/, not in the domain: mail/ never imports the
// domain (docs/architecture.md "The layers").
import type { DB } from '../db/database';

/** What a sender needs from the outbox: to be told that a mail waits. */
export interface MailDelivery {
  wake(): void;
}

/**
 * The sender of each open database. Kept beside the connection rather than passed to sendMail, so
 * the many places that send a mail keep one call, `sendMail(db, now, mail)`, whether or not SMTP is
 * configured; a WeakMap, so several apps (tests) run side by side.
 */
const deliveries = new WeakMap<DB, MailDelivery>();

export function attachMailDelivery(db: DB, delivery: MailDelivery): () => void {
  deliveries.set(db, delivery);
  return () => {
    if (deliveries.get(db) === delivery) deliveries.delete(db);
  };
}

/** The sender attached to `db`, if SMTP is configured */
export const mailDeliveryOf = (db: DB): MailDelivery | undefined => deliveries.get(db);
