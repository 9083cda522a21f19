// The provider's webhook (POST /api/payments/webhook, form body id=…, exempt from CSRF like
// Laravel's Cashier) and the return URL the browser comes back to after paying.
import { Hono } from 'hono';
import { WebhookPayloadSchema } from '../../shared/contract/payment';
import type { AppEnv, Deps } from '../context';
import { findPaymentByProviderId, findPaymentByUuid, syncPayment } from '../domain/payments';
import { parseBody } from '../http/body';
import { HttpError, notFound } from '../http/errors';
import { checkedReturnSite } from '../http/return-site';
import { FINAL_STATUSES } from '../payments/provider';

export function paymentRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/webhook', async (c) => {
    const { id } = await parseBody(c, WebhookPayloadSchema);
    const payment = findPaymentByProviderId(deps, id);
    // Mollie's advice: answer 200 for unknown ids too, so the webhook tells nobody which exist.
    if (!payment) return c.body(null, 200);
    try {
      await syncPayment(deps, payment);
    } catch (err) {
      console.error('webhook: could not fetch the payment status', err);
      // not 2xx, so the provider tries again later
      throw new HttpError(503, 'De status van de betaling kon niet worden opgehaald. Probeer het later opnieuw.');
    }
    return c.body(null, 200);
  });

  r.get('/:uuid/return', async (c) => {
    const site = checkedReturnSite(deps, c.req.query('site')); // an embedding site, listed in ALLOWED_ORIGINS
    const payment = findPaymentByUuid(deps, c.req.param('uuid'));
    if (!payment) throw notFound('Deze betaling bestaat niet.');
    // The webhook may not have arrived yet: ask the provider ourselves.
    if (!FINAL_STATUSES.has(payment.status)) await syncPayment(deps, payment).catch(() => undefined);
    if (payment.order_id !== null) {
      const order = deps.db.prepare('SELECT uuid, status FROM orders WHERE id = ?').get(payment.order_id) as { uuid: string; status: string };
      const ok = order.status === 'paid' || order.status === 'pending';
      return c.redirect(`${site}/${ok ? 'succes' : 'failed'}?order=${order.uuid}`, 303);
    }
    const card = deps.db.prepare('SELECT uuid, status FROM gift_cards WHERE id = ?').get(payment.gift_card_id) as { uuid: string; status: string };
    // like orders: a payment the provider still calls pending counts as on its way (the page waits for it)
    const current = findPaymentByUuid(deps, payment.uuid);
    const ok = card.status === 'active' || (card.status === 'pending' && current?.status === 'pending');
    return c.redirect(`${site}/cadeaubon/${ok ? 'succes' : 'mislukt'}?giftcard=${card.uuid}`, 303);
  });

  return r;
}
