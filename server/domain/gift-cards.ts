// Buying a gift card (spec §2 "Gift card screens", §3 "Gift card order"): no login needed.
// When the payment is paid a code with the amount as balance is issued and mailed.
import type { GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type * as v from 'valibot';
import type { Deps } from '../context';
import { randomCode, uuid } from '../lib/crypto';
import { formatEuro } from '../lib/money';
import { formatDate } from '../../shared/format';
import { HttpError, fieldError } from '../http/errors';
import { paymentReturnUrl } from '../http/return-site';
import { mollieValue, type PaymentStatus } from '../payments/provider';
import type { GiftCardRow } from './codes';
import { sendMail } from './mail';

/** A gift card can be used for a year (gift-card-flow.json 'Een jaar geldig'). */
export const GIFT_CARD_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

export const amountNotOffered = (amounts: number[]) =>
  `Kies een van de bedragen: ${amounts.map((a) => `€${a}`).join(', ')}.`;

export async function buyGiftCard(deps: Deps, input: v.InferOutput<typeof GiftCardPayloadSchema>, site = deps.baseUrl()): Promise<{ payment_url: string; giftcard: string }> {
  const { db } = deps;
  const amounts = deps.content.giftCardAmounts();
  if (!amounts.includes(input.amount)) throw fieldError('amount', amountNotOffered(amounts));
  const now = deps.now();
  const cardUuid = uuid();
  const cents = input.amount * 100;
  const recipient = input.gift
    ? { first: input.gift_first_name.trim(), last: input.gift_last_name.trim(), email: input.gift_email.trim() }
    : { first: input.first_name, last: input.last_name, email: input.email };
  const cardId = Number(
    db
      .prepare(
        `INSERT INTO gift_cards (uuid, amount_cents, balance_cents, status, is_gift, buyer_first_name, buyer_last_name, buyer_email,
           recipient_first_name, recipient_last_name, recipient_email, created_at, updated_at)
         VALUES (?, ?, 0, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(cardUuid, cents, input.gift ? 1 : 0, input.first_name, input.last_name, input.email, recipient.first, recipient.last, recipient.email, now, now)
      .lastInsertRowid,
  );
  const base = deps.baseUrl();
  const paymentUuid = uuid();
  let created: { id: string; checkoutUrl: string };
  try {
    created = await deps.payments.createPayment({
      amount: { currency: 'EUR', value: mollieValue(cents) },
      description: `Cadeaubon ${formatEuro(cents)}`,
      redirectUrl: paymentReturnUrl(deps, paymentUuid, site),
      webhookUrl: `${base}/api/payments/webhook`,
      metadata: { giftcard: cardUuid },
    });
  } catch (err) {
    console.error('createPayment failed', err);
    db.prepare("UPDATE gift_cards SET status = 'failed', updated_at = ? WHERE id = ?").run(deps.now(), cardId);
    throw new HttpError(502, 'De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.');
  }
  db.prepare(
    `INSERT INTO payments (uuid, provider, provider_id, gift_card_id, amount_cents, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
  ).run(paymentUuid, deps.payments.name, created.id, cardId, cents, now, now);
  return { payment_url: created.checkoutUrl, giftcard: cardUuid };
}

function newCode(deps: Deps): string {
  for (;;) {
    const code = `KADO-${randomCode(4)}-${randomCode(4)}`;
    if (!deps.db.prepare('SELECT 1 FROM gift_cards WHERE code = ?').get(code)) return code;
  }
}

/** Call inside a transaction. Idempotent: the code is issued once. */
export function applyGiftCardStatus(deps: Deps, cardId: number, status: PaymentStatus): void {
  const { db } = deps;
  const card = db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(cardId) as GiftCardRow | undefined;
  if (!card || card.status === 'active' || card.status === status) return;
  const now = deps.now();
  if (status === 'paid') {
    const code = newCode(deps);
    db.prepare(
      "UPDATE gift_cards SET status = 'active', code = ?, balance_cents = amount_cents, expires_at = ?, paid_at = ?, updated_at = ? WHERE id = ?",
    ).run(code, now + GIFT_CARD_VALIDITY_MS, now, now, cardId);
    sendGiftCardMails(deps, { ...card, code, expires_at: now + GIFT_CARD_VALIDITY_MS });
    return;
  }
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    if (card.status === 'pending') db.prepare('UPDATE gift_cards SET status = ?, updated_at = ? WHERE id = ?').run(status, now, cardId);
  }
}

function sendGiftCardMails(deps: Deps, card: GiftCardRow & { code: string; expires_at: number }): void {
  const amount = formatEuro(card.amount_cents);
  const until = formatDate(new Date(card.expires_at));
  const howTo = `Je gebruikt de code bij de laatste stap van een inschrijving op ${deps.baseUrl()}/evenementen. De cadeaubon is geldig tot en met ${until}.`;
  sendMail(deps.db, deps.now(), {
    to: card.recipient_email,
    subject: card.is_gift ? `Je hebt een cadeaubon gekregen van ${card.buyer_first_name}` : `Je cadeaubon van ${amount}`,
    paragraphs: [
      `Hoi ${card.recipient_first_name},`,
      card.is_gift
        ? `${card.buyer_first_name} ${card.buyer_last_name} geeft je een cadeaubon van ${amount} voor een sportkamp, clinic of training.`
        : `Bedankt voor je bestelling. Hier is je cadeaubon van ${amount}.`,
      `Je code: ${card.code}`,
      howTo,
      'Sportieve groet,\nHet sportkampenteam',
    ],
  });
  if (card.is_gift) {
    sendMail(deps.db, deps.now(), {
      to: card.buyer_email,
      subject: `Je cadeaubon van ${amount} is verstuurd`,
      paragraphs: [
        `Hoi ${card.buyer_first_name},`,
        `Bedankt voor je bestelling. We hebben de cadeaubon van ${amount} naar ${card.recipient_first_name} ${card.recipient_last_name} (${card.recipient_email}) gestuurd.`,
        'Sportieve groet,\nHet sportkampenteam',
      ],
    });
  }
}
