// Buying a gift card (spec §2 "Gift card screens", §3 "Gift card order"): no login needed.
// When the payment is paid a code with the amount as balance is issued and mailed (gift-card-status.ts);
// what the buyer reads afterwards is gift-card-views.ts.
import type { GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type * as v from 'valibot';
import type { Deps } from '../context';
import { findOpenPurchase, giftCardNumberTaken, insertPendingGiftCard, setGiftCardStatus } from '../db/codes';
import { sha256, uuid } from '../lib/crypto';
import { shortNumber } from '../lib/short-number';
import { formatEuro } from '../lib/money';
import { texts } from '../texts';
import { fieldError, providerFailed } from './errors';
import { createRecordedPayment, type PaymentRequest } from './payment-start';

type GiftCardPurchase = { payment_url: string; giftcard: string };

/**
 * How long a purchase asked again gets the payment already made: well within a payment's life at
 * the provider (the test provider's 30 minutes; Mollie's shortest methods about 15).
 */
const SAME_PURCHASE_MS = 10 * 60 * 1000;
/** Purchases whose payment is being created now, by purchase key (one process: the reference server). */
const underWay = new Map<string, Promise<GiftCardPurchase>>();

/**
 * Buys a gift card (spec §7 POST /api/gift-card): a pending card and its payment. The same purchase
 * (same visitor session, same details, same return site) asked again while its payment is being
 * created, or within SAME_PURCHASE_MS while that payment is still open, answers with the same card and
 * payment page: a double click or a retry after a lost answer never makes a second payable payment.
 * Other details make another card, as buying a second card should.
 */
export function buyGiftCard(
  deps: Deps,
  input: v.InferOutput<typeof GiftCardPayloadSchema>,
  site = deps.baseUrl(),
  sessionId = '',
): Promise<GiftCardPurchase> {
  const key = sha256(
    JSON.stringify([
      sessionId,
      site,
      input.amount,
      input.gift,
      input.first_name,
      input.last_name,
      input.email,
      input.gift_first_name,
      input.gift_last_name,
      input.gift_email,
      input.message,
    ]),
  );
  const running = underWay.get(key);
  if (running) return running;
  const known = findOpenPurchase(deps.db, key, deps.now() - SAME_PURCHASE_MS);
  if (known) return Promise.resolve({ payment_url: known.checkout_url, giftcard: known.uuid });
  const purchase = createGiftCardPurchase(deps, input, site, key).finally(() => underWay.delete(key));
  underWay.set(key, purchase);
  return purchase;
}

async function createGiftCardPurchase(
  deps: Deps,
  input: v.InferOutput<typeof GiftCardPayloadSchema>,
  site: string,
  key: string,
): Promise<GiftCardPurchase> {
  const { db } = deps;
  const amounts = deps.content.giftCardAmounts();
  if (!amounts.includes(input.amount)) throw fieldError('amount', texts.amountNotOffered(amounts));
  const now = deps.now();
  const cardUuid = uuid();
  const cents = input.amount * 100;
  const buyer = { first: input.first_name, last: input.last_name, email: input.email };
  const recipient = input.gift
    ? { first: input.gift_first_name.trim(), last: input.gift_last_name.trim(), email: input.gift_email.trim() }
    : buyer;
  // inserted at once after the check (no await in between), so no other purchase takes the number
  const number = shortNumber('CB-', (n) => giftCardNumberTaken(db, n));
  const cardId = insertPendingGiftCard(
    db,
    { uuid: cardUuid, amount_cents: cents, is_gift: input.gift, buyer, recipient, message: input.message, purchase_key: key, number },
    now,
  );
  const payment: PaymentRequest = {
    paymentUuid: uuid(),
    cents,
    description: `Cadeaubon ${formatEuro(cents)}`,
    site,
    metadata: { giftcard: cardUuid },
  };
  let created: { id: string; checkoutUrl: string };
  try {
    ({ created } = await createRecordedPayment(deps, payment, { gift_card_id: cardId }, now));
  } catch (err) {
    console.error('createPayment failed', err);
    setGiftCardStatus(db, cardId, 'failed', deps.now());
    throw providerFailed(texts.paymentStartFailed);
  }
  return { payment_url: created.checkoutUrl, giftcard: cardUuid };
}
