// At start: what a process that died mid-checkout left behind. Its checkout locks are cleared (the
// parent would otherwise meet 409 until the lock timed out) and its payment attempts are finished:
// the create call is made again with the same Idempotency-Key, which gets the payment the dead
// process may already have made, and the payment is recorded, so its webhook finds it and a second
// checkout of the same cart hands it back (checkout-reuse.ts).
import type { Deps } from '../context';
import { inTransaction } from '../db/database';
import { setGiftCardStatus } from '../db/codes';
import { findOrder, listCheckoutLocks, setOrderStatus, unlockCheckout } from '../db/orders';
import { deletePaymentAttempt, listPaymentAttempts, type PaymentAttemptRow } from '../db/payments';
import { ownerIsDead } from '../lib/process-owner';
import type { CreatePaymentInput } from '../payments/provider';
import { recordPayment } from './payment-start';

/**
 * An attempt older than this is not made again: well inside the time Mollie keeps an Idempotency-Key
 * (a later call could make a second payment) and the order's reservation (35 minutes).
 */
const RESUME_WINDOW_MS = 30 * 60 * 1000;

export interface Recovered {
  locks: number;
  resumed: number;
  failed: number;
}

export async function recoverAfterCrash(deps: Deps): Promise<Recovered> {
  const { db } = deps;
  let locks = 0;
  for (const lock of listCheckoutLocks(db)) {
    if (!ownerIsDead(lock.token.split('/')[0]!)) continue;
    unlockCheckout(db, lock.user_id, lock.token);
    locks++;
  }
  let resumed = 0;
  let failed = 0;
  for (const attempt of listPaymentAttempts(db)) {
    if (!ownerIsDead(attempt.owner)) continue;
    if (await resumeAttempt(deps, attempt)) resumed++;
    else failed++;
  }
  return { locks, resumed, failed };
}

/** Makes the call again and records the payment; true when it is recorded. */
async function resumeAttempt(deps: Deps, attempt: PaymentAttemptRow): Promise<boolean> {
  const { db } = deps;
  const of =
    attempt.order_id !== null
      ? { order_id: attempt.order_id }
      : attempt.gift_card_id !== null
        ? { gift_card_id: attempt.gift_card_id }
        : null;
  const now = deps.now();
  if (!of || attempt.created_at < now - RESUME_WINDOW_MS) return giveUp(deps, attempt);
  let created: { id: string; checkoutUrl: string };
  try {
    created = await deps.payments.createPayment(JSON.parse(attempt.request) as CreatePaymentInput);
  } catch (err) {
    console.warn(`start: could not finish payment ${attempt.payment_uuid}`, err instanceof Error ? err.message : err);
    return giveUp(deps, attempt);
  }
  const stillOpen = inTransaction(db, () => {
    recordPayment(
      deps,
      { uuid: attempt.payment_uuid, cents: attempt.amount_cents, cartKey: attempt.cart_key },
      created,
      of,
      attempt.created_at,
    );
    return attempt.order_id === null || findOrder(db, attempt.order_id)?.status === 'open';
  });
  // a newer checkout replaced the order meanwhile: this payment must not be paid
  if (!stillOpen) await deps.payments.cancelPayment?.(created.id).catch(() => undefined);
  return true;
}

/**
 * No payment to record: the order or gift card fails, as when the provider refuses at checkout (its
 * places are released). No one was sent to pay it: the process died before it answered.
 */
function giveUp(deps: Deps, attempt: PaymentAttemptRow): false {
  const now = deps.now();
  inTransaction(deps.db, () => {
    if (attempt.order_id !== null) setOrderStatus(deps.db, attempt.order_id, 'failed', now, 'open');
    if (attempt.gift_card_id !== null) setGiftCardStatus(deps.db, attempt.gift_card_id, 'failed', now);
    deletePaymentAttempt(deps.db, attempt.payment_uuid);
  });
  return false;
}
