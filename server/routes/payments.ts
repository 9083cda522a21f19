// The provider's webhook (POST /api/payments/webhook, form body id=…, exempt from CSRF like
// Laravel's Cashier), the return URL the browser comes back to after paying, and the methods.
import { WebhookPayloadSchema } from '../../shared/contract/payment';
import { paymentMethods } from '../domain/payment-methods';
import { paymentReturnPage, paymentWebhook } from '../domain/payments';
import { HttpError } from '../http/errors';
import { checkedReturnSite } from '../http/return-site';
import { defineRoute } from '../http/route';
import { E, arrayOf, err, form, noContent, ok, ref, str } from '../openapi/parts';
import { texts } from '../texts';

/** The webhook's path: no session and no CSRF check there (server/app.ts) */
export const WEBHOOK_PATH = '/api/payments/webhook';

export const PAYMENT_ROUTES = [
  // Mollie's advice: answer 200 for unknown ids too, so the webhook tells nobody which exist.
  defineRoute({
    method: 'post',
    path: WEBHOOK_PATH,
    id: 'paymentWebhook',
    summary:
      'Provider webhook (Mollie style, form-encoded id=…; no CSRF). Status is fetched from the provider; repeats change nothing. 200 also for unknown ids, as Mollie advises',
    access: 'public',
    body: WebhookPayloadSchema,
    // sent as a form, not JSON: documented by hand (the schema is the same component)
    requestBody: form(ref('WebhookPayload')),
    responses: { '200': noContent('Handled (also for unknown ids)'), '413': E[413], '422': E[422], '503': E[503] },
    handle: async (c, { deps, body }) => {
      try {
        await paymentWebhook(deps, body.id);
      } catch (error) {
        console.error('webhook: could not fetch the payment status', error);
        // not 2xx, so the provider tries again later
        throw new HttpError(503, texts.paymentStatusUnavailable);
      }
      return c.body(null, 200);
    },
  }),
  // the methods of the payment page, named beside the pay button; no login needed
  defineRoute({
    method: 'get',
    path: '/api/payments/methods',
    id: 'getPaymentMethods',
    summary: "The payment page's methods, named beside the pay button (no login)",
    access: 'public',
    responses: { '200': ok('The methods', arrayOf(ref('PaymentMethod'))) },
    handle: (c, { deps }) => c.json({ data: paymentMethods(deps) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/payments/{uuid}/return',
    id: 'paymentReturn',
    summary:
      'Where the provider sends the browser back; redirects to /succes?order=…, /failed?order=…, /cadeaubon/succes?giftcard=… or /cadeaubon/mislukt?giftcard=…',
    access: 'public',
    query: [{ name: 'site', description: 'the embedding origin the checkout came from; must be in ALLOWED_ORIGINS' }],
    responses: {
      '303': { description: 'Redirect', headers: { Location: { schema: str } } },
      '400': err('The site is not an allowed embedding origin (no open redirect)'),
      '404': E[404]('Unknown payment'),
    },
    handle: async (c, { deps, params }) => {
      const site = checkedReturnSite(deps, c.req.query('site')); // an embedding site, listed in ALLOWED_ORIGINS
      return c.redirect(await paymentReturnPage(deps, params.uuid!, site), 303);
    },
  }),
];
