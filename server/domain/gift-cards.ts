// Buying a gift card (spec §2 "Gift card screens", §3 "Gift card order"): no login needed.
// When the payment is paid a code with the amount as balance is issued and mailed.
import type { GiftCardBalance, GiftCardOrder, GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type * as v from 'valibot';
import type { Deps } from '../context';
import { randomCode, sha256, uuid } from '../lib/crypto';
import { formatEuro, formatMoney } from '../lib/money';
import { formatDate } from '../../shared/format';
import { HttpError, fieldError } from '../http/errors';
import { paymentReturnUrl } from '../http/return-site';
import { mollieValue, type PaymentStatus } from '../payments/provider';
import { findActiveGiftCard, type GiftCardRow } from './codes';
import { SIGN_OFF, sendMail, type MailParagraph } from './mail';

/** A gift card can be used for a year (gift-card-flow.json 'Een jaar geldig'). */
export const GIFT_CARD_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

export const amountNotOffered = (amounts: number[]) =>
  `Kies een van de bedragen: ${amounts.map((a) => `€${a}`).join(', ')}.`;

type StoredGiftCard = GiftCardRow & { message: string };

type GiftCardPurchase = { payment_url: string; giftcard: string };

/**
 * How long a purchase asked again gets the payment already made: well within a payment's life at
 * the provider (the test provider's 30 minutes; Mollie's shortest methods about 15).
 */
export const SAME_PURCHASE_MS = 10 * 60 * 1000;
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
  const key = sha256(JSON.stringify([sessionId, site, input.amount, input.gift, input.first_name, input.last_name, input.email, input.gift_first_name, input.gift_last_name, input.gift_email, input.message]));
  const running = underWay.get(key);
  if (running) return running;
  const known = deps.db
    .prepare(
      `SELECT g.uuid, p.checkout_url FROM gift_cards g JOIN payments p ON p.gift_card_id = g.id
       WHERE g.purchase_key = ? AND g.status = 'pending' AND p.status = 'open' AND p.checkout_url IS NOT NULL AND g.created_at > ?
       ORDER BY g.id DESC LIMIT 1`,
    )
    .get(key, deps.now() - SAME_PURCHASE_MS) as { uuid: string; checkout_url: string } | undefined;
  if (known) return Promise.resolve({ payment_url: known.checkout_url, giftcard: known.uuid });
  const purchase = createGiftCardPurchase(deps, input, site, key).finally(() => underWay.delete(key));
  underWay.set(key, purchase);
  return purchase;
}

async function createGiftCardPurchase(deps: Deps, input: v.InferOutput<typeof GiftCardPayloadSchema>, site: string, key: string): Promise<GiftCardPurchase> {
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
           recipient_first_name, recipient_last_name, recipient_email, message, purchase_key, created_at, updated_at)
         VALUES (?, ?, 0, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(cardUuid, cents, input.gift ? 1 : 0, input.first_name, input.last_name, input.email, recipient.first, recipient.last, recipient.email, input.message, key, now, now)
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
    `INSERT INTO payments (uuid, provider, provider_id, gift_card_id, amount_cents, status, checkout_url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
  ).run(paymentUuid, deps.payments.name, created.id, cardId, cents, created.checkoutUrl, now, now);
  return { payment_url: created.checkoutUrl, giftcard: cardUuid };
}

/**
 * KADO-XXXX-XXXX-XXXX: 12 characters of a 32-letter alphabet from the system's CSPRNG, 60 bits.
 * Together with the throttle on wrong codes (domain/throttle.ts) a code cannot be found by trying.
 */
function newCode(deps: Deps): string {
  for (;;) {
    const code = `KADO-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
    if (!deps.db.prepare('SELECT 1 FROM gift_cards WHERE code = ?').get(code)) return code;
  }
}

/** Call inside a transaction. Idempotent: the code is issued and mailed once. */
export function applyGiftCardStatus(deps: Deps, cardId: number, status: PaymentStatus): void {
  const { db } = deps;
  const card = db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(cardId) as StoredGiftCard | undefined;
  if (!card || card.status === 'active' || card.status === status) return;
  const now = deps.now();
  if (status === 'paid') {
    const code = newCode(deps);
    const expires = now + GIFT_CARD_VALIDITY_MS;
    db.prepare(
      "UPDATE gift_cards SET status = 'active', code = ?, balance_cents = amount_cents, expires_at = ?, paid_at = ?, updated_at = ? WHERE id = ?",
    ).run(code, expires, now, now, cardId);
    sendGiftCardMails(deps, { ...card, code, expires_at: expires });
    return;
  }
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    if (card.status === 'pending') db.prepare('UPDATE gift_cards SET status = ?, updated_at = ? WHERE id = ?').run(status, now, cardId);
  }
}

/**
 * The code to the recipient (or to the buyer when it is no gift) with the amount, the message, the
 * expiry and how to use it; with a gift the buyer gets a receipt. Names and the message are the
 * buyer's plain text: the mail module escapes them and never makes a link of them.
 */
function sendGiftCardMails(deps: Deps, card: StoredGiftCard & { code: string; expires_at: number }): void {
  const amount = formatEuro(card.amount_cents);
  const until = formatDate(new Date(card.expires_at));
  const base = deps.baseUrl();
  const howTo: MailParagraph[] = [
    'Zo gebruik je de cadeaubon: kies een kamp, clinic of training op onze website en schrijf je in. Vul bij de laatste stap (het overzicht) de code in bij "Cadeaubon". Is de inschrijving goedkoper dan de cadeaubon, dan kun je het tegoed dat overblijft later gebruiken.',
    { link: `${base}/evenementen` },
    `De cadeaubon is geldig tot en met ${until}. Wat er nog op staat, zie je bij "Saldo bekijken" op:`,
    { link: `${base}/cadeaubon` },
  ];
  const message: MailParagraph[] = card.message ? [`Persoonlijk bericht van ${card.buyer_first_name}:`, card.message] : [];
  sendMail(deps.db, deps.now(), {
    to: card.recipient_email,
    subject: card.is_gift ? `Je hebt een cadeaubon gekregen van ${card.buyer_first_name}` : `Je cadeaubon van ${amount}`,
    paragraphs: [
      `Hoi ${card.recipient_first_name},`,
      card.is_gift
        ? `${card.buyer_first_name} ${card.buyer_last_name} geeft je een cadeaubon van ${amount} voor een sportkamp, clinic of training.`
        : `Bedankt voor je bestelling. We hebben je betaling van ${amount} ontvangen. Hier is je cadeaubon van ${amount}.`,
      ...message,
      `Je code: ${card.code}`,
      `Bedrag: ${amount}`,
      ...howTo,
      ...(card.is_gift ? [] : [`Bestelnummer: ${card.uuid}`]),
      SIGN_OFF,
    ],
  });
  if (card.is_gift) {
    sendMail(deps.db, deps.now(), {
      to: card.buyer_email,
      subject: `Je cadeaubon van ${amount} is verstuurd`,
      paragraphs: [
        `Hoi ${card.buyer_first_name},`,
        `Bedankt voor je bestelling. We hebben je betaling van ${amount} ontvangen en de cadeaubon naar ${card.recipient_first_name} ${card.recipient_last_name} (${card.recipient_email}) gestuurd.`,
        ...(card.message ? ['Je persoonlijke bericht:', card.message] : []),
        `Bedrag: ${amount}\nGeldig tot en met: ${until}\nBestelnummer: ${card.uuid}`,
        SIGN_OFF,
      ],
    });
  }
}

/** GET /api/gift-card/{uuid}: how the gift-card order's payment ended; no names, no code. */
export function findGiftCardOrder(deps: Deps, cardUuid: string): GiftCardOrder | null {
  const card = deps.db.prepare('SELECT uuid, status, amount_cents, is_gift FROM gift_cards WHERE uuid = ?').get(cardUuid) as
    | Pick<GiftCardRow, 'uuid' | 'status' | 'amount_cents' | 'is_gift'>
    | undefined;
  if (!card) return null;
  const status = card.status === 'active' ? 'paid' : card.status === 'pending' ? 'open' : card.status;
  return { uuid: card.uuid, status, amount: formatMoney(card.amount_cents), gift: card.is_gift === 1 };
}

/** The balance of an issued (paid) card, or null for a code that does not exist. */
export function giftCardBalance(deps: Deps, code: string): GiftCardBalance | null {
  const card = findActiveGiftCard(deps.db, code);
  if (!card?.code) return null;
  return {
    code: card.code,
    balance: formatMoney(card.balance_cents),
    amount: formatMoney(card.amount_cents),
    expires_at: card.expires_at === null ? null : new Date(card.expires_at).toISOString(),
    expired: card.expires_at !== null && card.expires_at < deps.now(),
  };
}
