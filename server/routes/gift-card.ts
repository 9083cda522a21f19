// POST /api/gift-card (spec §7): no login needed (spec §6), CSRF still applies.
import { Hono } from 'hono';
import { GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import type { AppEnv, Deps } from '../context';
import { buyGiftCard } from '../domain/gift-cards';
import { parseBody } from '../http/body';
import { returnSite } from '../http/return-site';

export function giftCardRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const input = await parseBody(c, GiftCardPayloadSchema);
    return c.json({ data: await buyGiftCard(deps, input, returnSite(c, deps)) });
  });
  return r;
}
