// Buying a gift card (spec §2 "Gift card screens", §3 "Gift card order"): no login needed.
// When the payment is paid a code with the amount as balance is issued and mailed.
import type { GiftCardBalance, GiftCardOrder, GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type * as v from 'valibot';
import type { Deps } from '../context';
import {
  activateGiftCard,
  findGiftCardById,
  findGiftCardByUuid,
  findOpenPurchase,
  giftCardCodeTaken,
  giftCardNumberTaken,
  insertPendingGiftCard,
  setGiftCardStatus,
} from '../db/codes';
import { randomCode, sha256, uuid } from '../lib/crypto';
import { shortNumber } from '../lib/short-number';
import { formatEuro, toApiAmount } from '../lib/money';
import type { PaymentStatus } from '../payments/provider';
import { texts } from '../texts';
import { findActiveGiftCard } from './codes';
import { fieldError, notFound, providerFailed } from './errors';
import { sendGiftCardMails } from './gift-card-mails';
import { createRecordedPayment, type PaymentRequest } from './payment-start';
import { settleGiftCard } from './payments';
import { countCodeAttempt } from './throttle';

/** A gift card can be used for a year (gift-card-flow.json 'Een jaar geldig'). */
const GIFT_CARD_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

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

/**
 * KADO-XXXX-XXXX-XXXX: 12 characters of a 32-letter alphabet from the system's CSPRNG, 60 bits.
 * Together with the throttle on wrong codes (domain/throttle.ts) a code cannot be found by trying.
 */
function newCode(deps: Deps): string {
  for (;;) {
    const code = `KADO-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
    if (!giftCardCodeTaken(deps.db, code)) return code;
  }
}

/** Call inside a transaction. Idempotent: the code is issued and mailed once. */
export function applyGiftCardStatus(deps: Deps, cardId: number, status: PaymentStatus): void {
  const { db } = deps;
  const card = findGiftCardById(db, cardId);
  if (!card || card.status === 'active' || card.status === status) return;
  const now = deps.now();
  if (status === 'paid') {
    const code = newCode(deps);
    const expires = now + GIFT_CARD_VALIDITY_MS;
    activateGiftCard(db, cardId, code, expires, now);
    sendGiftCardMails(deps, { ...card, code, expires_at: expires });
    return;
  }
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    if (card.status === 'pending') setGiftCardStatus(db, cardId, status, now);
  }
}

/**
 * GET /api/gift-card/{uuid}: how the gift-card order's payment ended, its number, and to whom the code
 * goes (what the buyer typed; never the code). The uuid is a random v4 from the payment's return
 * address. The webhook may have been lost: a card still waiting for its payment asks the provider first.
 */
export async function giftCardOrder(deps: Deps, cardUuid: string): Promise<GiftCardOrder> {
  const found = findGiftCardByUuid(deps.db, cardUuid);
  if (found) await settleGiftCard(deps, found.id);
  const card = findGiftCardByUuid(deps.db, cardUuid);
  if (!card) throw notFound(texts.giftCardOrderNotFound);
  const status = card.status === 'active' ? 'paid' : card.status === 'pending' ? 'open' : card.status;
  return {
    uuid: card.uuid,
    status,
    amount: toApiAmount(card.amount_cents),
    gift: card.is_gift === 1,
    ...(card.number ? { number: card.number } : {}),
    sent_to: { name: `${card.recipient_first_name} ${card.recipient_last_name}`.trim(), email: card.recipient_email },
    ...(card.is_gift === 1 ? { receipt_to: card.buyer_email } : {}),
  };
}

/**
 * The balance of an issued (paid) card (POST /api/gift-card/balance). Wrong codes count against the
 * IP's code throttle (docs/rules.md §6); a code that exists is no guess and is not counted.
 */
export function giftCardBalance(deps: Deps, code: string, ip: string): GiftCardBalance {
  const attempt = countCodeAttempt(deps.db, ip, deps.now(), 'code');
  const card = findActiveGiftCard(deps.db, code);
  if (!card?.code) throw notFound(texts.giftCardUnknown, { code: [texts.giftCardUnknown] });
  attempt.forgive();
  return {
    code: card.code,
    balance: toApiAmount(card.balance_cents),
    amount: toApiAmount(card.amount_cents),
    expires_at: card.expires_at === null ? null : new Date(card.expires_at).toISOString(),
    expired: card.expires_at !== null && card.expires_at < deps.now(),
  };
}
