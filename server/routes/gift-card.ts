// The gift-card calls (spec §7): buy one, read how its payment ended, check a balance.
// No login needed (spec §6); CSRF still applies to the POSTs.
import { Hono } from 'hono';
import { GiftCardBalancePayloadSchema, GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type { AppEnv, Deps } from '../context';
import { buyGiftCard, giftCardBalance, giftCardOrder } from '../domain/gift-cards';
import { parseBody } from '../http/body';
import { clientIp } from '../http/client-ip';
import { returnSite } from '../http/return-site';

export function giftCardRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const input = await parseBody(c, GiftCardPayloadSchema);
    return c.json({ data: await buyGiftCard(deps, input, returnSite(c, deps), c.get('session').id) });
  });

  // Before /:uuid, or 'balance' would be read as a uuid (only GET has /:uuid, but keep it obvious).
  r.post('/balance', async (c) => {
    const { code } = await parseBody(c, GiftCardBalancePayloadSchema);
    return c.json({ data: giftCardBalance(deps, code, clientIp(c, deps.trustedProxies)) });
  });

  // The uuid is a random v4 from the payment's return address; the answer holds no names and no code.
  r.get('/:uuid', async (c) => c.json({ data: await giftCardOrder(deps, c.req.param('uuid')) }));

  return r;
}
