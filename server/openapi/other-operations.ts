// The operations of gift cards, payments, this document, the CMS and the developer pages: metadata
// only; the bodies and answers are the contract's components (components.ts).
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../../shared/contract/gift-card';
import { E, arrayOf, err, form, html, json, noContent, ok, ref, str, withBody, type Operations } from './parts';

/** ?q= on the outbox: only mails whose address, subject or text contains it, e.g. an order number */
const MAIL_QUERY = { name: 'q', description: 'only mails whose address, subject or text contains this', example: 'SV-4821' };
const DEV_404 = {
  description: 'Unknown payment (HTML) or not shown to this client (JSON)',
  content: { 'text/html': { schema: str }, 'application/json': { schema: ref('Error') } },
};

export const OTHER_OPERATIONS: Operations = {
  'POST /api/gift-card': {
    id: 'buyGiftCard',
    summary: `Buy a gift card (no login); amount one of the CMS options (default ${DEFAULT_GIFT_CARD_AMOUNTS.join(', ')}); recipient fields required when gift is true. Names are one line (no line breaks, not invisible-only); message is plain text, at most 300 characters, never made a link in the mail. The same purchase asked again by the same session within 10 minutes, its payment still open, answers with the same card and payment page`,
    access: 'csrf',
    body: 'GiftCardPayload',
    responses: { '200': ok('Where to send the browser', ref('GiftCardAnswer')), ...withBody, '502': E[502] },
  },
  'POST /api/gift-card/balance': {
    id: 'getGiftCardBalance',
    summary: 'Balance and expiry of a gift-card code (no login). Wrong codes are counted per IP together with the cart’s giftcard_code',
    access: 'csrf',
    body: 'GiftCardBalancePayload',
    responses: { '200': ok('The balance', ref('GiftCardBalance')), '404': E[404]('Unknown code'), ...withBody, '429': E[429.1] },
  },
  'GET /api/gift-card/{uuid}': {
    id: 'getGiftCardOrder',
    summary:
      'How the payment of a gift-card order ended, for the result pages (no login; the uuid comes from the return address). No names, no code',
    access: 'public',
    responses: { '200': ok('The gift-card order', ref('GiftCardOrder')), '404': E[404]('Unknown gift-card order') },
  },
  'GET /api/payments/methods': {
    id: 'getPaymentMethods',
    summary: "The payment page's methods, named beside the pay button (no login)",
    access: 'public',
    responses: { '200': ok('The methods', arrayOf(ref('PaymentMethod'))) },
  },
  'POST /api/payments/webhook': {
    id: 'paymentWebhook',
    summary:
      'Provider webhook (Mollie style, form-encoded id=…; no CSRF). Status is fetched from the provider; repeats change nothing. 200 also for unknown ids, as Mollie advises',
    access: 'public',
    body: form(ref('WebhookPayload')),
    responses: { '200': noContent('Handled (also for unknown ids)'), '413': E[413], '422': E[422], '503': E[503] },
  },
  'GET /api/payments/{uuid}/return': {
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
  },
  'GET /api/openapi.json': {
    id: 'getOpenApi',
    summary: 'This document',
    access: 'public',
    responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object', required: ['openapi', 'paths'] }) } },
  },
  'GET /graphql': {
    id: 'graphqlGet',
    summary: 'CMS content (GraphQL over HTTP, query in ?query=)',
    access: 'public',
    query: [{ name: 'query', required: true }],
    responses: { '200': { description: 'GraphQL result', ...json(ref('GraphQLResult')) }, '400': E[400] },
  },
  'POST /graphql': {
    id: 'graphqlPost',
    summary: 'CMS content (GraphQL over HTTP)',
    access: 'public',
    body: json({ type: 'object', required: ['query'], properties: { query: str, variables: { type: 'object' } } }),
    responses: { '200': { description: 'GraphQL result', ...json(ref('GraphQLResult')) }, '400': E[400], '413': E[413] },
  },
  // Developer pages: only for clients on this computer unless DEV_TOOLS=public; a 404 for anyone else.
  'GET /dev/mail': {
    id: 'devMailOutbox',
    summary: 'Mail outbox (HTML; loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    query: [MAIL_QUERY],
    responses: { '200': { description: 'HTML', ...html }, '404': E[404]('Not shown to this client') },
  },
  'GET /dev/mail.json': {
    id: 'devMailOutboxJson',
    summary: 'Mail outbox, newest first (loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    query: [MAIL_QUERY],
    responses: { '200': { description: 'Mails', ...json(arrayOf(ref('Mail'))) }, '404': E[404]('Not shown to this client') },
  },
  'GET /dev/checkout/{id}': {
    id: 'devCheckoutPage',
    summary: 'Test payment page with the buttons Betaald, Mislukt, Geannuleerd, Verlopen',
    access: 'public',
    responses: { '200': { description: 'HTML', ...html }, '404': DEV_404 },
  },
  'POST /dev/checkout/{id}': {
    id: 'devCheckoutOutcome',
    summary: 'Chooses the outcome (form: token from the page, status paid|failed|canceled|expired); calls the webhook, redirects back',
    access: 'public',
    body: form({
      type: 'object',
      required: ['token', 'status'],
      properties: { token: str, status: { enum: ['paid', 'failed', 'canceled', 'expired'] } },
    }),
    responses: {
      '303': { description: 'Back to the shop', headers: { Location: { schema: str } } },
      '403': { description: 'Wrong form token', ...html },
      '404': DEV_404,
      '413': E[413],
      '422': { description: 'Not one of the four outcomes', ...html },
    },
  },
};
