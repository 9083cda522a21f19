// What happens to a gift card when its payment's status changes (spec §3 "Gift card order"): paid issues
// the code and mails it; a failed payment ends the pending card. Apart from buying (gift-cards.ts) and the
// views (gift-card-views.ts), as with orders, so the payments domain can call it without a circle.
import type { Deps } from '../context';
import { activateGiftCard, findGiftCardById, giftCardCodeTaken, setGiftCardStatus } from '../db/codes';
import { randomCode } from '../lib/crypto';
import type { PaymentStatus } from '../payments/provider';
import { sendGiftCardMails } from './gift-card-mails';

/** A gift card can be used for a year (gift-card-flow.json 'Een jaar geldig'). */
const GIFT_CARD_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

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
