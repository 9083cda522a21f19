// The payment webhook body: like Mollie, only the payment id, form-encoded.
import * as v from 'valibot';

export const WebhookPayloadSchema = v.object({
  id: v.pipe(v.string('Geef het id van de betaling mee.'), v.trim(), v.nonEmpty('Geef het id van de betaling mee.'), v.maxLength(64, 'Dit id van een betaling is ongeldig.')),
});
export type WebhookPayload = v.InferOutput<typeof WebhookPayloadSchema>;
