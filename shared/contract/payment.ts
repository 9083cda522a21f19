// The payment webhook body: like Mollie, only the payment id, form-encoded.
import * as v from 'valibot';

export const WebhookPayloadSchema = v.object({
  id: v.pipe(
    v.string('Geef het id van de betaling mee.'),
    v.trim(),
    v.nonEmpty('Geef het id van de betaling mee.'),
    v.maxLength(64, 'Dit id van een betaling is ongeldig.'),
  ),
});

/**
 * GET /api/payments/methods: the methods the payment provider offers now, shown beside the pay button
 * (an addition to the contract: without it the summary shows no methods).
 */
export const PaymentMethodSchema = v.object({
  /** the provider's id ('ideal') */
  id: v.string(),
  /** its name for people ('iDEAL') */
  description: v.string(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentMethodsSchema = v.array(PaymentMethodSchema);
