// The provider's webhook (POST /api/payments/webhook, form body id=…, exempt from CSRF like
// Laravel's Cashier), the return URL the browser comes back to after paying, and the methods.
import { Hono } from 'hono';
import { WebhookPayloadSchema } from '../../shared/contract/payment';
import type { AppEnv, Deps } from '../context';
import { paymentMethods } from '../domain/payment-methods';
import { paymentReturnPage, paymentWebhook } from '../domain/payments';
import { parseBody } from '../http/body';
import { HttpError } from '../http/errors';
import { checkedReturnSite } from '../http/return-site';
import { texts } from '../texts';

export function paymentRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  // Mollie's advice: answer 200 for unknown ids too, so the webhook tells nobody which exist.
  r.post('/webhook', async (c) => {
    const { id } = await parseBody(c, WebhookPayloadSchema);
    try {
      await paymentWebhook(deps, id);
    } catch (err) {
      console.error('webhook: could not fetch the payment status', err);
      // not 2xx, so the provider tries again later
      throw new HttpError(503, texts.paymentStatusUnavailable);
    }
    return c.body(null, 200);
  });

  // the methods of the payment page, named beside the pay button; no login needed
  r.get('/methods', (c) => c.json({ data: paymentMethods(deps) }));

  r.get('/:uuid/return', async (c) => {
    const site = checkedReturnSite(deps, c.req.query('site')); // an embedding site, listed in ALLOWED_ORIGINS
    return c.redirect(await paymentReturnPage(deps, c.req.param('uuid'), site), 303);
  });

  return r;
}
