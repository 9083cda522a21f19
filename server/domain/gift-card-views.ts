// What a buyer reads about a gift card (spec §2 "Gift card screens"): how its order's payment ended, and
// the balance of an issued code.
import type { GiftCardBalance, GiftCardOrder } from '../../shared/contract/gift-card';
import type { Deps } from '../context';
import { findGiftCardByUuid } from '../db/codes';
import { toApiAmount } from '../lib/money';
import { texts } from '../texts';
import { findActiveGiftCard } from './codes';
import { notFound } from './errors';
import { settleGiftCard } from './payments';
import { countCodeAttempt } from './throttle';

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
