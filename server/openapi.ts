// GET /api/openapi.json: the API of this server, hand-written (OpenAPI 3.1). server/API.md
// explains the same in prose, with the demo codes. One entry per operation in OPERATIONS below:
// a new endpoint adds its entry there (operationId, who may call it, body, every answer it gives).
// test/server/openapi.test.ts validates the document, and every JSON answer the API tests receive
// is checked against its operation's schema (test/server/helpers.ts), so the two cannot drift.
import { SHIRT_SIZES } from '../shared/contract/cart';
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../shared/contract/gift-card';
import { ORDER_STATUSES } from '../shared/contract/order';
import { WAITING_LIST_STATUSES } from '../shared/contract/waiting-list';
import { GIFT_CARD_ORDER_STATUSES } from '../shared/contract/gift-card';

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const money: Schema = { type: 'string', pattern: '^-?\\d{1,3}(,\\d{3})*\\.\\d{2}$', examples: ['1,234.50'] };
const bool: Schema = { type: 'boolean' };
const nullableStr: Schema = { type: ['string', 'null'] };
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: 'object', required, properties });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const html = { content: { 'text/html': { schema: str } } };
/** a `{ data }` answer */
const ok = (description: string, schema: Schema) => ({ description, ...json(obj({ data: schema })) });
const err = (description: string) => ({ description, ...json(ref('Error')) });
const noContent = (description: string) => ({ description });
/** ?q= on the outbox: only mails whose address, subject or text contains it, e.g. an order number */
const MAIL_QUERY = { name: 'q', in: 'query', required: false, schema: str, description: 'only mails whose address, subject or text contains this', example: 'SV-4821' };

// The errors, shared by the operations that can give them.
const E = {
  400: err('GraphQL request that cannot be run (no or a malformed query)'),
  401: err('Not logged in: {"message":"Je bent niet ingelogd."}'),
  404: (what: string) => err(what),
  409: err('A checkout of this cart is already running, or a newer checkout replaced this one'),
  413: err('Body over 100 KB'),
  419: err('CSRF token missing or wrong (X-XSRF-TOKEN must echo the XSRF-TOKEN cookie)'),
  422: err('Validation errors per field, or a body that cannot be read (Dutch messages)'),
  429: err('Too many failed logins: 5 per e-mail address + IP per minute, or 30 per IP per 15 minutes across addresses; Retry-After header (seconds)'),
  429.1: err('Too many wrong gift-card codes from this IP: 10 per 15 minutes, counted together for the cart and the balance check; Retry-After header (seconds)'),
  502: err('The payment provider could not start the payment'),
  503: err('The payment provider could not be reached; the provider retries'),
};
/** what every call with a body can answer besides its own answers */
const withBody = { '413': E[413], '419': E[419], '422': E[422] };

const PROFILE_FIELDS: Record<string, Schema> = {
  uuid: str,
  first_name: str,
  last_name: str,
  birthdate: { type: 'string', description: "'dd-mm-yyyy' or ''" },
  gender: { enum: ['u', 'm', 'f'] },
  club: str,
  team: str,
  position: str,
  street: str,
  house_number: str,
  postal_code: str,
  city: str,
  country: str,
  needs_medical_attention: bool,
  family_doctor: str,
  additional_info: str,
  allergies: str,
  group_preference: str,
  contact_phone: str,
  no_club: { type: 'boolean', description: "'Speelt niet bij een club': club, team and position are not needed to be complete" },
  complete: bool,
};

const SCHEMAS: Record<string, Schema> = {
  Error: obj({ message: str, errors: { type: 'object', additionalProperties: arrayOf(str) } }, ['message']),
  User: obj({ uuid: str, first_name: str, last_name: str, full_name: str, email: str, phone: str }),
  Profile: obj(PROFILE_FIELDS),
  Ticket: obj({ uuid: str, profile: ref('Profile'), feedback_text: nullableStr, trainer_name: nullableStr, trainer_photo: nullableStr }),
  UserEvent: obj({ uuid: str, tickets: arrayOf(ref('Ticket')) }),
  CartItem: obj({ product_id: str, profile_id: str, with_shirt: bool, free_shirt: bool, shirt_size: { enum: [...SHIRT_SIZES] }, price: money, shirt_price: money }),
  Cart: obj({
    items: arrayOf(ref('CartItem')),
    meta: obj({
      base_amount: money,
      cart_amount: money,
      discount_amount: money,
      coupon_code: nullableStr,
      giftcard_code: nullableStr,
      coupon_amount: money,
      giftcard_amount: money,
      hold_expires_at: { type: ['string', 'null'], format: 'date-time', description: 'until when the cart’s places are held (earliest hold), or null; addition to the contract' },
    }, ['base_amount', 'cart_amount', 'discount_amount', 'coupon_code', 'giftcard_code', 'coupon_amount', 'giftcard_amount']),
  }),
  WaitingListEntry: obj({
    uuid: str,
    event_uuid: str,
    profile: ref('Profile'),
    position: { type: ['integer', 'null'], description: '1 = first in line; null when the entry no longer waits' },
    status: { enum: [...WAITING_LIST_STATUSES] },
    offer_expires_at: { type: ['string', 'null'], format: 'date-time', description: 'until when an offered place is held' },
  }),
  Order: obj({
    uuid: str,
    number: { type: 'string', pattern: '^SV-\\d{4,7}$', examples: ['SV-4821'], description: 'Short order number for parents and the operator (mails, success page, /dev/mail?q=); unique' },
    status: {
      enum: [...ORDER_STATUSES],
      description: 'refund_needed: the payment arrived when the order could no longer be honoured (places, code or balance gone, or replaced by a newer checkout); the money goes back',
    },
    event_uuid: str,
    items: arrayOf(obj({ profile: ref('Profile'), with_shirt: bool, shirt_size: { enum: [...SHIRT_SIZES] }, price: money, shirt_price: money })),
    base_amount: money,
    discount_amount: money,
    total_amount: money,
  }),
  GiftCardOrder: obj({ uuid: str, status: { enum: [...GIFT_CARD_ORDER_STATUSES] }, amount: money, gift: bool }),
  GiftCardBalance: obj({ code: str, balance: money, amount: money, expires_at: { type: ['string', 'null'], format: 'date-time' }, expired: bool }),
  Mail: obj({ id: { type: 'integer' }, to: str, subject: str, text: str, html: str, links: arrayOf(str), created_at: { type: 'string', format: 'date-time' } }),
  GraphQLResult: { type: 'object', properties: { data: { type: ['object', 'null'] }, errors: arrayOf({ type: 'object', required: ['message'], properties: { message: str } }) } },
};

type Method = 'get' | 'post' | 'put' | 'delete';
/**
 * public: anyone, no cookie needed (`security: []`); csrf: a session cookie from /api/csrf-cookie and
 * the X-XSRF-TOKEN header, no login; user: logged in (GET) or logged in + X-XSRF-TOKEN (other methods).
 */
type Access = 'public' | 'csrf' | 'user';

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  access: Access;
  parameters?: object[];
  requestBody?: object;
  responses: Record<string, object>;
}

const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const userErrors = (method: Method) => (method === 'get' ? { '401': E[401] } : { '401': E[401], '419': E[419] });

export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/csrf-cookie', operationId: 'getCsrfCookie', summary: 'Starts a session; sets shop_session and XSRF-TOKEN (call it before the first POST)', access: 'public', responses: { '204': { description: 'Cookies set; the CSRF token also in a header, for a page on another host', headers: { 'X-XSRF-TOKEN': { schema: str } } } } },
  {
    method: 'post',
    path: '/api/auth/login',
    operationId: 'login',
    summary: 'Log in (session id renewed)',
    access: 'csrf',
    requestBody: json(obj({ email: str, password: str })),
    responses: { '200': ok('The user', ref('User')), ...withBody, '429': E[429] },
  },
  {
    method: 'post',
    path: '/api/auth/register',
    operationId: 'register',
    summary: 'Register and log in',
    access: 'csrf',
    requestBody: json(obj({ email: str, password: str, password_confirmation: str, first_name: str, last_name: str, phone: str })),
    responses: { '201': ok('The new user', ref('User')), ...withBody },
  },
  { method: 'post', path: '/api/auth/logout', operationId: 'logout', summary: 'Log out; a new anonymous session starts', access: 'csrf', responses: { '204': noContent('Logged out'), '413': E[413], '419': E[419] } },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    operationId: 'forgotPassword',
    summary: 'Mail a reset link (same answer whether or not the address exists)',
    access: 'csrf',
    requestBody: json(obj({ email: str })),
    responses: { '200': ok('Dutch message to show', obj({ message: str })), ...withBody },
  },
  {
    method: 'post',
    path: '/api/auth/reset-token-check',
    operationId: 'checkResetToken',
    summary: 'Whether a mailed reset link still works (unused, unexpired); asked when the reset page opens. The same answer for an unknown address; failed checks are throttled per address and IP',
    access: 'csrf',
    requestBody: json(obj({ token: str, email: str })),
    responses: { '200': ok('Whether the link works', obj({ valid: bool })), ...withBody, '429': E[429] },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with the mailed token (single use, 60 minutes); logs in, ends other sessions',
    access: 'csrf',
    requestBody: json(obj({ token: str, email: str, password: str, password_confirmation: str })),
    responses: { '200': ok('The user', ref('User')), ...withBody },
  },
  { method: 'get', path: '/api/user', operationId: 'getUser', summary: 'The logged-in parent', access: 'user', responses: { '200': ok('The user', ref('User')) } },
  {
    method: 'put',
    path: '/api/user',
    operationId: 'updateUser',
    summary: 'Update name and phone (the e-mail address cannot change here)',
    access: 'user',
    requestBody: json(obj({ first_name: str, last_name: str, phone: str })),
    responses: { '200': ok('The user', ref('User')), ...withBody },
  },
  { method: 'get', path: '/api/user/profiles', operationId: 'listProfiles', summary: "The parent's child profiles", access: 'user', responses: { '200': ok('Profiles', arrayOf(ref('Profile'))) } },
  { method: 'get', path: '/api/user/events', operationId: 'listUserEvents', summary: 'Events the parent has tickets for, with tickets', access: 'user', responses: { '200': ok('Events', arrayOf(ref('UserEvent'))) } },
  {
    method: 'post',
    path: '/api/profile',
    operationId: 'createProfile',
    summary: 'Add a child',
    access: 'user',
    requestBody: json(obj({ first_name: str, last_name: str })),
    responses: { '201': ok('The profile', ref('Profile')), ...withBody },
  },
  {
    method: 'put',
    path: '/api/profile/{uuid}',
    operationId: 'updateProfile',
    summary:
      'Edit a child (required: first_name, last_name, birthdate dd-mm-yyyy, street, house_number, postal_code, city, country, family_doctor, contact_phone; optional fields left out keep their value)',
    access: 'user',
    parameters: [pathParam('uuid')],
    requestBody: json({ type: 'object', properties: Object.fromEntries(Object.entries(PROFILE_FIELDS).filter(([k]) => k !== 'uuid' && k !== 'complete')) }),
    responses: { '200': ok('The profile', ref('Profile')), '404': E[404]('Unknown or another parent’s profile'), ...withBody },
  },
  {
    method: 'get',
    path: '/api/events/{uuid}/stock',
    operationId: 'getEventStock',
    summary: 'Remaining places: held places and waiting children count as taken, except the logged-in parent’s own',
    access: 'public',
    parameters: [pathParam('uuid')],
    responses: {
      '200': ok('Stock', obj({ stock: { type: 'integer' }, waiting_list: { type: 'boolean', description: 'the event has a waiting list (addition)' } }, ['stock'])),
      '404': E[404]('Unknown event'),
    },
  },
  {
    method: 'post',
    path: '/api/events/{uuid}/waiting-list',
    operationId: 'joinWaitingList',
    summary: 'Put own children on the waiting list of a sold-out event; answers the parent’s entries for it',
    access: 'user',
    parameters: [pathParam('uuid')],
    requestBody: json(obj({ profile_ids: arrayOf(str) })),
    responses: { '201': { description: 'Entries', ...json(obj({ data: arrayOf(ref('WaitingListEntry')) })) }, '404': E[404]('Unknown event'), ...withBody },
  },
  {
    method: 'get',
    path: '/api/user/waiting-list',
    operationId: 'getWaitingList',
    summary: 'The parent’s waiting-list entries, oldest first',
    access: 'user',
    responses: { '200': ok('Entries', arrayOf(ref('WaitingListEntry'))) },
  },
  {
    method: 'delete',
    path: '/api/waiting-list/{uuid}',
    operationId: 'leaveWaitingList',
    summary: 'Leave the waiting list; an offered place goes to the next in line',
    access: 'user',
    parameters: [pathParam('uuid')],
    responses: { '204': noContent('Left'), '404': E[404]('Unknown or another parent’s entry'), '413': E[413], '419': E[419] },
  },
  {
    method: 'post',
    path: '/api/waiting-list/{uuid}/claim',
    operationId: 'claimWaitingOffer',
    summary: 'Claim an offered place (the mail’s link): the child goes into the cart with the offer’s hold',
    access: 'user',
    parameters: [pathParam('uuid')],
    responses: {
      '200': ok('The claimed entry', ref('WaitingListEntry')),
      '403': err('The offer was mailed to another parent'),
      '404': E[404]('Unknown entry'),
      '410': err('The offer ran out and went to the next in line'),
      '413': E[413],
      '419': E[419],
    },
  },
  { method: 'get', path: '/api/cart', operationId: 'getCart', summary: 'The cart', access: 'user', responses: { '200': ok('The cart', ref('Cart')) } },
  {
    method: 'post',
    path: '/api/cart',
    operationId: 'updateCart',
    summary: 'Upsert items (same product_id + profile_id replaces); set or clear (null/"") codes. One event per cart.',
    access: 'user',
    requestBody: json(
      obj(
        {
          items: arrayOf(obj({ product_id: str, profile_id: str, with_shirt: bool, shirt_size: { enum: [...SHIRT_SIZES] } }, ['product_id', 'profile_id'])),
          coupon_code: nullableStr,
          giftcard_code: nullableStr,
        },
        [],
      ),
    ),
    responses: { '200': ok('The cart', ref('Cart')), ...withBody, '429': E[429.1] },
  },
  { method: 'delete', path: '/api/cart', operationId: 'emptyCart', summary: 'Empty the cart', access: 'user', responses: { '200': ok('The cart', ref('Cart')), '413': E[413] } },
  {
    method: 'delete',
    path: '/api/cart/items/{product_id}/{profile_id}',
    operationId: 'removeCartItem',
    summary: 'Remove one child from the cart',
    access: 'user',
    parameters: [pathParam('product_id'), pathParam('profile_id')],
    responses: { '200': ok('The cart', ref('Cart')), '404': E[404]('Not in the cart'), '413': E[413] },
  },
  {
    method: 'post',
    path: '/api/cart/hold',
    operationId: 'keepPlaces',
    summary: 'Hold the cart’s places for another CART_HOLD_MINUTES, while the event has free places',
    access: 'user',
    responses: { '200': ok('The cart', ref('Cart')), '409': err('No free places left: the hold keeps its end'), '413': E[413], '419': E[419], '422': E[422] },
  },
  {
    method: 'post',
    path: '/api/cart/checkout',
    operationId: 'checkout',
    summary: 'Create the order (places reserved atomically) and a payment; total 0 is paid at once. One checkout per parent at a time.',
    access: 'user',
    responses: { '200': ok('Where to send the browser', obj({ payment_url: str, order: str })), ...withBody, '409': E[409], '502': E[502] },
  },
  {
    method: 'get',
    path: '/api/orders/{uuid}',
    operationId: 'getOrder',
    summary: 'An order of the logged-in parent; an open one asks the payment provider first',
    access: 'user',
    parameters: [pathParam('uuid')],
    responses: { '200': ok('The order', ref('Order')), '404': E[404]('Unknown or not yours') },
  },
  {
    method: 'post',
    path: '/api/gift-card',
    operationId: 'buyGiftCard',
    summary: 'Buy a gift card (no login); recipient fields required when gift is true. Names are one line (no line breaks, not invisible-only); message is plain text, at most 300 characters. The same purchase asked again by the same session within 10 minutes, its payment still open, answers with the same card and payment page',
    access: 'csrf',
    requestBody: json(
      obj(
        {
          amount: { type: 'integer', description: `one of the CMS options (default ${DEFAULT_GIFT_CARD_AMOUNTS.join(', ')})`, examples: [50] },
          gift: bool,
          first_name: { type: 'string', maxLength: 100 },
          last_name: { type: 'string', maxLength: 100 },
          email: { type: 'string', format: 'email', maxLength: 255 },
          gift_first_name: { type: 'string', maxLength: 100 },
          gift_last_name: { type: 'string', maxLength: 100 },
          gift_email: { type: 'string', maxLength: 255 },
          message: { type: 'string', maxLength: 300, description: 'optional personal message to the recipient, plain text (never made a link in the mail)' },
        },
        ['amount', 'first_name', 'last_name', 'email'],
      ),
    ),
    responses: { '200': ok('Where to send the browser', obj({ payment_url: str, giftcard: str })), ...withBody, '502': E[502] },
  },
  {
    method: 'post',
    path: '/api/gift-card/balance',
    operationId: 'getGiftCardBalance',
    summary: 'Balance and expiry of a gift-card code (no login). Wrong codes are counted per IP together with the cart’s giftcard_code',
    access: 'csrf',
    requestBody: json(obj({ code: { type: 'string', maxLength: 40, examples: ['KADO-DEMO-2026'] } })),
    responses: { '200': ok('The balance', ref('GiftCardBalance')), '404': E[404]('Unknown code'), ...withBody, '429': E[429.1] },
  },
  {
    method: 'get',
    path: '/api/gift-card/{uuid}',
    operationId: 'getGiftCardOrder',
    summary: 'How the payment of a gift-card order ended, for the result pages (no login; the uuid comes from the return address). No names, no code',
    access: 'public',
    parameters: [pathParam('uuid')],
    responses: { '200': ok('The gift-card order', ref('GiftCardOrder')), '404': E[404]('Unknown gift-card order') },
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    operationId: 'paymentWebhook',
    summary: 'Provider webhook (Mollie style, form-encoded id=…; no CSRF). Status is fetched from the provider; repeats change nothing.',
    access: 'public',
    requestBody: { content: { 'application/x-www-form-urlencoded': { schema: obj({ id: str }) } } },
    responses: { '200': noContent('Handled (also for unknown ids)'), '413': E[413], '422': E[422], '503': E[503] },
  },
  {
    method: 'get',
    path: '/api/payments/{uuid}/return',
    operationId: 'paymentReturn',
    summary: 'Where the provider sends the browser back; redirects to /succes, /failed, /cadeaubon/succes or /cadeaubon/mislukt',
    access: 'public',
    parameters: [pathParam('uuid'), { name: 'site', in: 'query', required: false, schema: str, description: 'the embedding origin the checkout came from; must be in ALLOWED_ORIGINS' }],
    responses: { '303': { description: 'Redirect', headers: { Location: { schema: str } } }, '400': err('The site is not an allowed embedding origin (no open redirect)'), '404': E[404]('Unknown payment') },
  },
  { method: 'get', path: '/api/openapi.json', operationId: 'getOpenApi', summary: 'This document', access: 'public', responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object', required: ['openapi', 'paths'] }) } } },
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
    requestBody: json(obj({ query: str, variables: { type: 'object' } }, ['query'])),
    responses: { '200': { description: 'GraphQL result', ...json(ref('GraphQLResult')) }, '400': E[400], '413': E[413] },
  },
  // Developer pages: only for clients on this computer unless DEV_TOOLS=public; a 404 for anyone else.
  { method: 'get', path: '/dev/mail', operationId: 'devMailOutbox', summary: 'Mail outbox (HTML; loopback clients only unless DEV_TOOLS=public)', access: 'public', parameters: [MAIL_QUERY], responses: { '200': { description: 'HTML', ...html }, '404': E[404]('Not shown to this client') } },
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
    responses: { '200': { description: 'HTML', ...html }, '404': { description: 'Unknown payment (HTML) or not shown to this client (JSON)', content: { 'text/html': { schema: str }, 'application/json': { schema: ref('Error') } } } },
  },
  {
    method: 'post',
    path: '/dev/checkout/{id}',
    operationId: 'devCheckoutOutcome',
    summary: 'Chooses the outcome (form: token from the page, status paid|failed|canceled|expired); calls the webhook, redirects back',
    access: 'public',
    parameters: [pathParam('id')],
    requestBody: { content: { 'application/x-www-form-urlencoded': { schema: obj({ token: str, status: { enum: ['paid', 'failed', 'canceled', 'expired'] } }) } } },
    responses: {
      '303': { description: 'Back to the shop', headers: { Location: { schema: str } } },
      '403': { description: 'Wrong form token', ...html },
      '404': { description: 'Unknown payment (HTML) or not shown to this client (JSON)', content: { 'text/html': { schema: str }, 'application/json': { schema: ref('Error') } } },
      '413': E[413],
      '422': { description: 'Not one of the four outcomes', ...html },
    },
  },
];

const SECURITY: Record<Access, (method: Method) => object[]> = {
  public: () => [],
  csrf: () => [{ session: [], xsrf: [] }],
  user: (method) => (method === 'get' ? [{ session: [] }] : [{ session: [], xsrf: [] }]),
};

export function openApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const { method, path, access, responses, ...rest } of OPERATIONS) {
    const extra = access === 'user' ? userErrors(method) : access === 'csrf' ? { '419': E[419] } : {};
    (paths[path] ??= {})[method] = { ...rest, security: SECURITY[access](method), responses: { ...responses, ...extra } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sport event shop – reference backend',
      version: '1.0.0',
      description:
        'Laravel-style JSON API: cookie session `shop_session` (started by GET /api/csrf-cookie, login or register), `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN` on POST/PUT/PATCH/DELETE (else 419). Success bodies are `{data}`; errors `{message, errors?}`. Money is a number_format string. See server/API.md.',
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
      schemas: SCHEMAS,
    },
    paths,
  };
}
