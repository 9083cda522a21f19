import { httpStatus } from './errors';

// The result page after the payment provider, the same way for an order (widgets/sport-order) and a
// gift card (widgets/sport-gift-card): the provider may report the payment a moment after the visitor
// returns, so the success page asks again for a while.

/** How long the success page waits for a payment the provider has not confirmed yet. */
export const PAYMENT_POLL = { interval: 2000, attempts: 5 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer, or null for a 404: an unknown order, or one of another parent (the server answers 404 for both). */
export async function orNotFound<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

interface Poll<T> {
  /** the payment is not settled yet: ask again */
  waiting: (order: T) => boolean;
  refetch: () => Promise<T | null>;
  /** false once a newer load owns the page: stop without touching it */
  current: () => boolean;
  update: (order: T) => void;
}

/** Asks again every PAYMENT_POLL.interval, at most PAYMENT_POLL.attempts times, while the order waits. */
export async function pollPaymentResult<T>(order: T, { waiting, refetch, current, update }: Poll<T>): Promise<void> {
  for (let i = 0; waiting(order) && i < PAYMENT_POLL.attempts; i++) {
    await wait(PAYMENT_POLL.interval);
    const next = await refetch();
    if (!next || !current()) return;
    order = next;
    update(order);
  }
}
