// The gift-card calls (spec §7): buy one, read how its payment ended, check a balance.
// No login needed (spec §6); CSRF still applies to the POSTs.
import { DEFAULT_GIFT_CARD_AMOUNTS, GiftCardBalancePayloadSchema, GiftCardPayloadSchema } from '../../shared/contract/gift-card';
import { buyGiftCard } from '../domain/gift-cards';
import { giftCardBalance, giftCardOrder } from '../domain/gift-card-views';
import { clientIp } from '../http/client-ip';
import { returnSite } from '../http/return-site';
import { defineRoute } from '../http/route';
import { E, ok, ref, withBody } from '../openapi/parts';

export const GIFT_CARD_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/api/gift-card',
    id: 'buyGiftCard',
    summary: `Buy a gift card (no login); amount one of the CMS options (default ${DEFAULT_GIFT_CARD_AMOUNTS.join(', ')}); recipient fields required when gift is true. Names are one line (no line breaks, not invisible-only); message is plain text, at most 300 characters, never made a link in the mail. The same purchase asked again by the same session within 10 minutes, its payment still open, answers with the same card and payment page`,
    access: 'csrf',
    body: GiftCardPayloadSchema,
    responses: { '200': ok('Where to send the browser', ref('GiftCardAnswer')), ...withBody, '502': E[502] },
    handle: async (c, { deps, body }) => c.json({ data: await buyGiftCard(deps, body, returnSite(c, deps), c.get('session').id) }),
  }),
  // Before /{uuid}, or 'balance' would be read as a uuid (only GET has /{uuid}, but keep it obvious).
  defineRoute({
    method: 'post',
    path: '/api/gift-card/balance',
    id: 'getGiftCardBalance',
    summary: 'Balance and expiry of a gift-card code (no login). Wrong codes are counted per IP together with the cart’s giftcard_code',
    access: 'csrf',
    body: GiftCardBalancePayloadSchema,
    responses: { '200': ok('The balance', ref('GiftCardBalance')), '404': E[404]('Unknown code'), ...withBody, '429': E[429.1] },
    handle: (c, { deps, body }) => c.json({ data: giftCardBalance(deps, body.code, clientIp(c, deps.trustedProxies)) }),
  }),
  // The uuid is a random v4 from the payment's return address; the answer holds no names and no code.
  defineRoute({
    method: 'get',
    path: '/api/gift-card/{uuid}',
    id: 'getGiftCardOrder',
    summary:
      'How the payment of a gift-card order ended, for the result pages (no login; the uuid comes from the return address). No names, no code',
    access: 'public',
    responses: { '200': ok('The gift-card order', ref('GiftCardOrder')), '404': E[404]('Unknown gift-card order') },
    handle: async (c, { deps, params }) => c.json({ data: await giftCardOrder(deps, params.uuid!) }),
  }),
];
