// The gift-card calls (spec §7, issue 10): buy one, read how its payment ended, check a balance.
// No login needed (spec §6); CSRF still applies to the POSTs.
import { Hono } from 'hono';
import { GiftCardBalancePayloadSchema, GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type { AppEnv, Deps } from '../context';
import { GIFT_CARD_UNKNOWN } from '../domain/codes';
import { buyGiftCard, findGiftCardOrder, giftCardBalance } from '../domain/gift-cards';
import { settleGiftCard } from '../domain/payments';
import { countCodeAttempt, tooManyCodes } from '../domain/throttle';
import { parseBody } from '../http/body';
import { returnSite } from '../http/return-site';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, tooManyTries } from '../http/errors';

export const GIFT_CARD_ORDER_NOT_FOUND = 'Deze cadeaubonbestelling bestaat niet.';

export function giftCardRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const input = await parseBody(c, GiftCardPayloadSchema);
    return c.json({ data: await buyGiftCard(deps, input, returnSite(c, deps), c.get('session').id) });
  });

  // Before /:uuid, or 'balance' would be read as a uuid (only GET has /:uuid, but keep it obvious).
  r.post('/balance', async (c) => {
    const { code } = await parseBody(c, GiftCardBalancePayloadSchema);
    const attempt = countCodeAttempt(deps.db, clientIp(c, deps.trustedProxies), deps.now());
    if (attempt.wait > 0) {
      const message = tooManyCodes(attempt.wait);
      throw tooManyTries('code', message, attempt.wait);
    }
    const balance = giftCardBalance(deps, code);
    if (!balance) throw new HttpError(404, GIFT_CARD_UNKNOWN, { code: [GIFT_CARD_UNKNOWN] });
    attempt.forgive();
    return c.json({ data: balance });
  });

  // The uuid is a random v4 from the payment's return address; the answer holds no names and no code.
  r.get('/:uuid', async (c) => {
    // the webhook may have been lost: a card still waiting for its payment asks the provider first
    const id = deps.db.prepare('SELECT id FROM gift_cards WHERE uuid = ?').pluck().get(c.req.param('uuid'));
    if (typeof id === 'number') await settleGiftCard(deps, id);
    const order = findGiftCardOrder(deps, c.req.param('uuid'));
    if (!order) throw notFound(GIFT_CARD_ORDER_NOT_FOUND);
    return c.json({ data: order });
  });

  return r;
}
