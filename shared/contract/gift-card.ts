// Buying a gift card (spec §3 "Gift card order", §4 "Gift card", §9 amounts).
import * as v from 'valibot';
import { booleanField, emailField, requiredText } from './fields';

/** spec §9: used when the CMS gives no options. */
export const DEFAULT_GIFT_CARD_AMOUNTS = [25, 50, 100, 175, 275] as const;

const recipientEmail = v.pipe(
  v.string('Vul het e-mailadres van de ontvanger in.'),
  v.trim(),
  v.nonEmpty('Vul het e-mailadres van de ontvanger in.'),
  v.maxLength(255, 'Het e-mailadres van de ontvanger is te lang. Gebruik maximaal 255 tekens.'),
  v.email('Vul een geldig e-mailadres van de ontvanger in, bijvoorbeeld naam@voorbeeld.nl.'),
);
const optionalString = v.optional(v.string('Vul dit veld in als tekst.'), '');

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
    first_name: requiredText('je voornaam', 'Vul je voornaam in.', 100),
    last_name: requiredText('je achternaam', 'Vul je achternaam in.', 100),
    email: emailField,
    gift_first_name: optionalString,
    gift_last_name: optionalString,
    gift_email: optionalString,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.gift) return;
    const check = (key: 'gift_first_name' | 'gift_last_name' | 'gift_email', schema: v.GenericSchema) => {
      const r = v.safeParse(schema, dataset.value[key], { abortPipeEarly: true });
      const issue = r.issues?.[0];
      if (issue) {
        addIssue({
          message: issue.message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
      }
    };
    check('gift_first_name', requiredText('de voornaam van de ontvanger', 'Vul de voornaam van de ontvanger in.', 100));
    check('gift_last_name', requiredText('de achternaam van de ontvanger', 'Vul de achternaam van de ontvanger in.', 100));
    check('gift_email', recipientEmail);
  }),
);
export type GiftCardPayload = v.InferInput<typeof GiftCardPayloadSchema>;

export const GiftCardAnswerSchema = v.object({
  payment_url: v.string(),
  /** the gift card order's uuid (addition to the contract) */
  giftcard: v.string(),
});
export type GiftCardAnswer = v.InferOutput<typeof GiftCardAnswerSchema>;
