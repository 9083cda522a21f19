// The operations of gift cards, payments, this document, the CMS and the developer pages: metadata
// only; the bodies and answers are the contract's components (components.ts).
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../../shared/contract/gift-card';
import { E, arrayOf, err, form, html, json, noContent, ok, pathParam, ref, str, withBody, type Operation } from './parts';

/** ?q= on the outbox: only mails whose address, subject or text contains it, e.g. an order number */
const MAIL_QUERY = {
  name: 'q',
  in: 'query',
  required: false,
  schema: str,
  description: 'only mails whose address, subject or text contains this',
  example: 'SV-4821',
};
const DEV_404 = {
  description: 'Unknown payment (HTML) or not shown to this client (JSON)',
  content: { 'text/html': { schema: str }, 'application/json': { schema: ref('Error') } },
};

export const OTHER_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/gift-card',
    operationId: 'buyGiftCard',
    summary: `Buy a gift card (no login); amount one of the CMS options (default ${DEFAULT_GIFT_CARD_AMOUNTS.join(', ')}); recipient fields required when gift is true. Names are one line (no line breaks, not invisible-only); message is plain text, at most 300 characters, never made a link in the mail. The same purchase asked again by the same session within 10 minutes, its payment still open, answers with the same card and payment page`,
    access: 'csrf',
    requestBody: json(ref('GiftCardPayload')),
    responses: { '200': ok('Where to send the browser', ref('GiftCardAnswer')), ...withBody, '502': E[502] },
  },
  {
    method: 'post',
    path: '/api/gift-card/balance',
    operationId: 'getGiftCardBalance',
    summary: 'Balance and expiry of a gift-card code (no login). Wrong codes are counted per IP together with the cart’s giftcard_code',
    access: 'csrf',
    requestBody: json(ref('GiftCardBalancePayload')),
    responses: { '200': ok('The balance', ref('GiftCardBalance')), '404': E[404]('Unknown code'), ...withBody, '429': E[429.1] },
  },
  {
    method: 'get',
    path: '/api/gift-card/{uuid}',
    operationId: 'getGiftCardOrder',
    summary:
      'How the payment of a gift-card order ended, for the result pages (no login; the uuid comes from the return address). No names, no code',
    access: 'public',
    parameters: [pathParam('uuid')],
    responses: { '200': ok('The gift-card order', ref('GiftCardOrder')), '404': E[404]('Unknown gift-card order') },
  },
  {
    method: 'get',
    path: '/api/payments/methods',
    operationId: 'getPaymentMethods',
    summary: "The payment page's methods, named beside the pay button (no login)",
    access: 'public',
    responses: { '200': ok('The methods', arrayOf(ref('PaymentMethod'))) },
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    operationId: 'paymentWebhook',
    summary: 'Provider webhook (Mollie style, form-encoded id=…; no CSRF). Status is fetched from the provider; repeats change nothing.',
    access: 'public',
    requestBody: form(ref('WebhookPayload')),
    responses: { '200': noContent('Handled (also for unknown ids)'), '413': E[413], '422': E[422], '503': E[503] },
  },
  {
    method: 'get',
    path: '/api/payments/{uuid}/return',
    operationId: 'paymentReturn',
    summary: 'Where the provider sends the browser back; redirects to /succes, /failed, /cadeaubon/succes or /cadeaubon/mislukt',
    access: 'public',
    parameters: [
      pathParam('uuid'),
      {
        name: 'site',
        in: 'query',
        required: false,
        schema: str,
        description: 'the embedding origin the checkout came from; must be in ALLOWED_ORIGINS',
      },
    ],
    responses: {
      '303': { description: 'Redirect', headers: { Location: { schema: str } } },
      '400': err('The site is not an allowed embedding origin (no open redirect)'),
      '404': E[404]('Unknown payment'),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApi',
    summary: 'This document',
    access: 'public',
    responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object', required: ['openapi', 'paths'] }) } },
  },
  {
    method: 'get',
    path: '/graphql',
    operationId: 'graphqlGet',
    summary: 'CMS content (GraphQL over HTTP, query in ?query=)',
    access: 'public',
    parameters: [{ name: 'query', in: 'query', required: true, schema: str }],
    responses: { '200': { description: 'GraphQL result', ...json(ref('GraphQLResult')) }, '400': E[400] },
  },
  {
    method: 'post',
    path: '/graphql',
    operationId: 'graphqlPost',
    summary: 'CMS content (GraphQL over HTTP)',
    access: 'public',
    requestBody: json({ type: 'object', required: ['query'], properties: { query: str, variables: { type: 'object' } } }),
    responses: { '200': { description: 'GraphQL result', ...json(ref('GraphQLResult')) }, '400': E[400], '413': E[413] },
  },
  // Developer pages: only for clients on this computer unless DEV_TOOLS=public; a 404 for anyone else.
  {
    method: 'get',
    path: '/dev/mail',
    operationId: 'devMailOutbox',
    summary: 'Mail outbox (HTML; loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    parameters: [MAIL_QUERY],
    responses: { '200': { description: 'HTML', ...html }, '404': E[404]('Not shown to this client') },
  },
  {
    method: 'get',
    path: '/dev/mail.json',
    operationId: 'devMailOutboxJson',
    summary: 'Mail outbox, newest first (loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    parameters: [MAIL_QUERY],
    responses: { '200': { description: 'Mails', ...json(arrayOf(ref('Mail'))) }, '404': E[404]('Not shown to this client') },
  },
  {
    method: 'get',
    path: '/dev/checkout/{id}',
    operationId: 'devCheckoutPage',
    summary: 'Test payment page with the buttons Betaald, Mislukt, Geannuleerd, Verlopen',
    access: 'public',
    parameters: [pathParam('id')],
    responses: { '200': { description: 'HTML', ...html }, '404': DEV_404 },
  },
  {
    method: 'post',
    path: '/dev/checkout/{id}',
    operationId: 'devCheckoutOutcome',
    summary: 'Chooses the outcome (form: token from the page, status paid|failed|canceled|expired); calls the webhook, redirects back',
    access: 'public',
    parameters: [pathParam('id')],
    requestBody: form({
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
];
