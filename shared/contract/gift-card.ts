// Buying a gift card (spec §3 "Gift card order", §4 "Gift card", §9 amounts), its result and balance.
import * as v from 'valibot';
import { booleanField, emailField, isBlank, longText, moneyString, requiredText } from './fields';

/** spec §9: used when the CMS gives no options. */
export const DEFAULT_GIFT_CARD_AMOUNTS = [25, 50, 100, 175, 275] as const;

/** The personal message to the recipient (beyond the spec): plain text. */
export const GIFT_CARD_MESSAGE_MAX = 300;

const recipientEmail = v.pipe(
  v.string('Vul het e-mailadres van de ontvanger in.'),
  v.trim(),
  v.nonEmpty('Vul het e-mailadres van de ontvanger in.'),
  v.maxLength(255, 'Het e-mailadres van de ontvanger is te lang. Gebruik maximaal 255 tekens.'),
  v.email('Vul een geldig e-mailadres van de ontvanger in, bijvoorbeeld naam@voorbeeld.nl.'),
);
export const GIFT_TO_OWN_EMAIL = 'Dit is je eigen e-mailadres. Vul het e-mailadres van de ontvanger in, of zet ‘Dit is een cadeau’ uit.';
const optionalString = v.optional(v.string('Vul dit veld in als tekst.'), '');

/** The one-line fields, so that the form and the server check them the same way. */
export const giftCardFields = {
  first_name: requiredText('je voornaam', 'Vul je voornaam in.', 100),
  last_name: requiredText('je achternaam', 'Vul je achternaam in.', 100),
  email: emailField,
  gift_first_name: requiredText('de voornaam van de ontvanger', 'Vul de voornaam van de ontvanger in.', 100),
  gift_last_name: requiredText('de achternaam van de ontvanger', 'Vul de achternaam van de ontvanger in.', 100),
  gift_email: recipientEmail,
  message: longText('je persoonlijke bericht', GIFT_CARD_MESSAGE_MAX),
} as const;

/**
 * POST /api/gift-card. Whether the amount is one of the offered options is checked by the server
 * (the options come from the CMS). With gift = true the recipient fields are required.
 */
export const GiftCardPayloadSchema = v.pipe(
  v.object({
    amount: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))], 'Kies een bedrag.'),
      v.integer('Kies een bedrag.'),
      v.minValue(1, 'Kies een bedrag.'),
    ),
    gift: v.optional(booleanField('Geef aan of de cadeaubon een cadeau is.'), false),
    first_name: giftCardFields.first_name,
    last_name: giftCardFields.last_name,
    email: giftCardFields.email,
    gift_first_name: optionalString,
    gift_last_name: optionalString,
    gift_email: optionalString,
    message: v.optional(giftCardFields.message, ''),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.gift) return;
    // a gift to the buyer's own address would send the buyer's receipt to the recipient as well
    const own = dataset.value.email.trim().toLowerCase();
    if (own && dataset.value.gift_email.trim().toLowerCase() === own) {
      const value = dataset.value.gift_email;
      addIssue({ message: GIFT_TO_OWN_EMAIL, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'gift_email', value }] });
      return;
    }
    for (const key of ['gift_first_name', 'gift_last_name', 'gift_email'] as const) {
      const r = v.safeParse(giftCardFields[key], dataset.value[key], { abortPipeEarly: true });
      const issue = r.issues?.[0];
      if (issue) {
        addIssue({
          message: issue.message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
      }
    }
  }),
);
export type GiftCardPayload = v.InferInput<typeof GiftCardPayloadSchema>;

export const GiftCardAnswerSchema = v.object({
  payment_url: v.string(),
  /** the gift card order's uuid (addition to the contract) */
  giftcard: v.string(),
});
export type GiftCardAnswer = v.InferOutput<typeof GiftCardAnswerSchema>;

/** GET /api/gift-card/{uuid}: how the payment of a gift-card order ended (for the result pages). */
export const GIFT_CARD_ORDER_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export const GiftCardOrderSchema = v.object({
  uuid: v.string(),
  status: v.picklist(GIFT_CARD_ORDER_STATUSES),
  amount: moneyString,
  gift: v.boolean(),
  /** 'CB-4821': the short number on the receipt (optional: an API without it shows none) */
  number: v.optional(v.string()),
  /** to whom the code went (or goes once paid): the recipient, or the buyer when it is no gift */
  sent_to: v.optional(v.object({ name: v.string(), email: v.string() })),
  /** where the buyer's receipt went (with a gift) */
  receipt_to: v.optional(v.string()),
});
export type GiftCardOrder = v.InferOutput<typeof GiftCardOrderSchema>;

/** POST /api/gift-card/balance: a code in the body, not the address (addresses end up in logs). */
export const GIFT_CARD_CODE_MISSING = 'Vul de code van je cadeaubon in.';
export const GiftCardBalancePayloadSchema = v.object({
  code: v.pipe(
    v.string(GIFT_CARD_CODE_MISSING),
    v.trim(),
    v.nonEmpty(GIFT_CARD_CODE_MISSING),
    v.check((s: string) => !isBlank(s), GIFT_CARD_CODE_MISSING),
    v.maxLength(40, 'Deze code is te lang. Controleer de code.'),
  ),
});

export const GiftCardBalanceSchema = v.object({
  code: v.string(),
  /** what is left to spend, number_format style ('25.00') */
  balance: moneyString,
  /** the amount the card was bought for */
  amount: moneyString,
  /** ISO date-time after which the card can no longer be used */
  expires_at: v.nullable(v.string()),
  expired: v.boolean(),
});
export type GiftCardBalance = v.InferOutput<typeof GiftCardBalanceSchema>;
