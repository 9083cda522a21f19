// GET /api/openapi.json: the API of this server, hand-written (OpenAPI 3.1). server/API.md
// explains the same in prose, with the demo codes.
const str = { type: 'string' };
const money = { type: 'string', pattern: '^-?\\d{1,3}(,\\d{3})*\\.\\d{2}$', examples: ['1,234.50'] };
const bool = { type: 'boolean' };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const data = (schema: object) => ({ type: 'object', required: ['data'], properties: { data: schema } });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = (description: string, schema: object) => ({ description, ...json(data(schema)) });
const err = (description: string) => ({ description, ...json(ref('Error')) });
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', required, properties });

const PROFILE_FIELDS = {
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

const e401 = err('Not logged in: {"message":"Je bent niet ingelogd."}');
const e419 = err('CSRF token missing or wrong');
const e422 = err('Validation errors per field (Dutch)');
const mutating = { '419': e419, '422': e422, '413': err('Body over 100 KB') };
const uuidParam = (name: string) => ({ name, in: 'path', required: true, schema: str });

export function openApiDocument(baseUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sport event shop – reference backend',
      version: '1.0.0',
      description:
        'Laravel-style JSON API: cookie session `shop_session`, `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN` on POST/PUT/PATCH/DELETE (else 419). Success bodies are `{data}`; errors `{message, errors?}`. Money is a number_format string. See server/API.md.',
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
      schemas: {
        Error: obj({ message: str, errors: { type: 'object', additionalProperties: { type: 'array', items: str } } }, ['message']),
        User: obj({ uuid: str, first_name: str, last_name: str, full_name: str, email: str, phone: str }),
        Profile: obj(PROFILE_FIELDS),
        Ticket: obj({ uuid: str, profile: ref('Profile'), feedback_text: { type: ['string', 'null'] }, trainer_name: { type: ['string', 'null'] }, trainer_photo: { type: ['string', 'null'] } }),
        UserEvent: obj({ uuid: str, tickets: { type: 'array', items: ref('Ticket') } }),
        CartItem: obj({ product_id: str, profile_id: str, with_shirt: bool, free_shirt: bool, shirt_size: { enum: ['none', '152', 'S', 'M', 'L'] }, price: money, shirt_price: money }),
        Cart: obj({
          items: { type: 'array', items: ref('CartItem') },
          meta: obj({
            base_amount: money,
            cart_amount: money,
            discount_amount: money,
            coupon_code: { type: ['string', 'null'] },
            giftcard_code: { type: ['string', 'null'] },
            coupon_amount: money,
            giftcard_amount: money,
          }),
        }),
        Order: obj({
          uuid: str,
          status: { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] },
          event_uuid: str,
          items: { type: 'array', items: obj({ profile: ref('Profile'), with_shirt: bool, shirt_size: str, price: money, shirt_price: money }) },
          base_amount: money,
          discount_amount: money,
          total_amount: money,
        }),
        GiftCardPurchase: obj({ payment_url: { type: 'string', format: 'uri' }, giftcard: { type: 'string', description: 'the gift-card order uuid' } }),
        GiftCardOrder: obj({
          uuid: str,
          status: { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] },
          amount: money,
          gift: bool,
        }),
        GiftCardBalance: obj({
          code: str,
          balance: money,
          amount: money,
          expires_at: { type: ['string', 'null'], format: 'date-time' },
          expired: bool,
        }),
      },
    },
    paths: {
      '/api/csrf-cookie': { get: { summary: 'Starts a session; sets shop_session and XSRF-TOKEN', responses: { '204': { description: 'Cookies set', headers: { 'X-XSRF-TOKEN': { description: 'The CSRF token, for a page on another host', schema: { type: 'string' } } } } } } },
      '/api/auth/login': {
        post: {
          summary: 'Log in (session id renewed)',
          requestBody: json(obj({ email: str, password: str })),
          responses: { '200': ok('The user', ref('User')), ...mutating, '429': err('5 failed tries per e-mail + IP per minute; Retry-After header') },
        },
      },
      '/api/auth/register': {
        post: {
          summary: 'Register and log in',
          requestBody: json(obj({ email: str, password: str, password_confirmation: str, first_name: str, last_name: str, phone: str })),
          responses: { '201': ok('The new user', ref('User')), ...mutating },
        },
      },
      '/api/auth/logout': { post: { summary: 'Log out; a new anonymous session starts', responses: { '204': { description: 'Logged out' }, '419': e419 } } },
      '/api/auth/forgot-password': {
        post: {
          summary: 'Mail a reset link (same answer whether or not the address exists)',
          requestBody: json(obj({ email: str })),
          responses: { '200': ok('Dutch message to show', obj({ message: str })), ...mutating },
        },
      },
      '/api/auth/reset-token-check': {
        post: {
          operationId: 'checkResetToken',
          security: [{ xsrf: [] }],
          summary: 'Whether a mailed reset link still works (unused, unexpired); asked when the reset page opens. The same answer for an unknown address; failed checks are throttled per address and IP',
          requestBody: json(obj({ token: str, email: str })),
          responses: {
            '200': ok('Whether the link works', obj({ valid: bool })),
            '429': err('Too many failed checks; Retry-After says when to try again'),
            ...mutating,
          },
        },
      },
      '/api/auth/reset-password': {
        post: {
          summary: 'Set a new password with the mailed token (single use, 60 minutes); logs in, ends other sessions',
          requestBody: json(obj({ token: str, email: str, password: str, password_confirmation: str })),
          responses: { '200': ok('The user', ref('User')), ...mutating },
        },
      },
      '/api/user': {
        get: { summary: 'The logged-in parent', security: [{ session: [] }], responses: { '200': ok('The user', ref('User')), '401': e401 } },
        put: {
          summary: 'Update name and phone (the e-mail address cannot change here)',
          security: [{ session: [], xsrf: [] }],
          requestBody: json(obj({ first_name: str, last_name: str, phone: str })),
          responses: { '200': ok('The user', ref('User')), '401': e401, ...mutating },
        },
      },
      '/api/user/profiles': {
        get: { summary: "The parent's child profiles", security: [{ session: [] }], responses: { '200': ok('Profiles', { type: 'array', items: ref('Profile') }), '401': e401 } },
      },
      '/api/user/events': {
        get: { summary: 'Events the parent has tickets for, with tickets', security: [{ session: [] }], responses: { '200': ok('Events', { type: 'array', items: ref('UserEvent') }), '401': e401 } },
      },
      '/api/profile': {
        post: {
          summary: 'Add a child',
          security: [{ session: [], xsrf: [] }],
          requestBody: json(obj({ first_name: str, last_name: str })),
          responses: { '201': ok('The profile', ref('Profile')), '401': e401, ...mutating },
        },
      },
      '/api/profile/{uuid}': {
        put: {
          summary: 'Edit a child (required: first_name, last_name, birthdate dd-mm-yyyy, street, house_number, postal_code, city, country, family_doctor, contact_phone; optional fields left out keep their value)',
          security: [{ session: [], xsrf: [] }],
          parameters: [uuidParam('uuid')],
          requestBody: json({ type: 'object', properties: Object.fromEntries(Object.entries(PROFILE_FIELDS).filter(([k]) => k !== 'uuid' && k !== 'complete')) }),
          responses: { '200': ok('The profile', ref('Profile')), '401': e401, '404': err('Unknown or another parent’s profile'), ...mutating },
        },
      },
      '/api/events/{uuid}/stock': {
        get: { summary: 'Remaining places', parameters: [uuidParam('uuid')], responses: { '200': ok('Stock', obj({ stock: { type: 'integer' } })), '404': err('Unknown event') } },
      },
      '/api/cart': {
        get: { summary: 'The cart', security: [{ session: [] }], responses: { '200': ok('The cart', ref('Cart')), '401': e401 } },
        post: {
          summary: 'Upsert items (same product_id + profile_id replaces); set or clear (null/"") codes. One event per cart.',
          security: [{ session: [], xsrf: [] }],
          requestBody: json(
            obj(
              {
                items: { type: 'array', items: obj({ product_id: str, profile_id: str, with_shirt: bool, shirt_size: { enum: ['none', '152', 'S', 'M', 'L'] } }, ['product_id', 'profile_id']) },
                coupon_code: { type: ['string', 'null'] },
                giftcard_code: { type: ['string', 'null'] },
              },
              [],
            ),
          ),
          responses: { '200': ok('The cart', ref('Cart')), '401': e401, ...mutating, '429': err('Too many wrong gift-card codes from this IP (shared with /api/gift-card/balance); Retry-After header') },
        },
        delete: { summary: 'Empty the cart', security: [{ session: [], xsrf: [] }], responses: { '200': ok('The cart', ref('Cart')), '401': e401, '419': e419 } },
      },
      '/api/cart/items/{product_id}/{profile_id}': {
        delete: {
          summary: 'Remove one child from the cart',
          security: [{ session: [], xsrf: [] }],
          parameters: [uuidParam('product_id'), uuidParam('profile_id')],
          responses: { '200': ok('The cart', ref('Cart')), '401': e401, '404': err('Not in the cart'), '419': e419 },
        },
      },
      '/api/cart/checkout': {
        post: {
          summary: 'Create the order (places reserved atomically) and a payment; total 0 is paid at once',
          security: [{ session: [], xsrf: [] }],
          responses: { '200': ok('Where to send the browser', obj({ payment_url: str, order: str })), '401': e401, ...mutating, '502': err('Provider unavailable') },
        },
      },
      '/api/orders/{uuid}': {
        get: { summary: 'An order of the logged-in parent', security: [{ session: [] }], parameters: [uuidParam('uuid')], responses: { '200': ok('The order', ref('Order')), '401': e401, '404': err('Unknown or not yours') } },
      },
      '/api/gift-card': {
        post: {
          operationId: 'buyGiftCard',
          summary: 'Buy a gift card (no login); recipient fields required when gift is true. Names are one line (no line breaks, not invisible-only); message is plain text, at most 300 characters',
          security: [{ xsrf: [] }],
          requestBody: json(
            obj(
              {
                amount: { type: 'integer', description: 'one of the CMS options (default 25, 50, 100, 175, 275)', examples: [50] },
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
          responses: { '200': ok('Where to send the browser', ref('GiftCardPurchase')), ...mutating, '502': err('Provider unavailable') },
        },
      },
      '/api/gift-card/balance': {
        post: {
          operationId: 'getGiftCardBalance',
          summary: 'Balance and expiry of a gift-card code (no login). Wrong codes are counted per IP together with the cart’s giftcard_code: 10 per 15 minutes, then 429',
          security: [{ xsrf: [] }],
          requestBody: json(obj({ code: { type: 'string', maxLength: 40, examples: ['KADO-DEMO-2026'] } })),
          responses: {
            '200': ok('The balance', ref('GiftCardBalance')),
            '404': err('Unknown code: {"message":"Deze cadeauboncode bestaat niet. Controleer de code.","errors":{"code":[…]}}'),
            ...mutating,
            '429': err('Too many wrong codes from this IP; Retry-After header (seconds)'),
          },
        },
      },
      '/api/gift-card/{uuid}': {
        get: {
          operationId: 'getGiftCardOrder',
          summary: 'How the payment of a gift-card order ended, for the result pages (no login; the uuid comes from the return address). No names, no code',
          security: [],
          parameters: [uuidParam('uuid')],
          responses: { '200': ok('The gift-card order', ref('GiftCardOrder')), '404': err('Unknown gift-card order') },
        },
      },
      '/api/payments/webhook': {
        post: {
          summary: 'Provider webhook (Mollie style, form-encoded id=…; no CSRF). Status is fetched from the provider; repeats change nothing.',
          requestBody: { content: { 'application/x-www-form-urlencoded': { schema: obj({ id: str }) } } },
          responses: { '200': { description: 'Handled (also for unknown ids)' }, '422': e422, '503': err('Provider unreachable; retry') },
        },
      },
      '/api/payments/{uuid}/return': {
        get: { summary: 'Where the provider sends the browser back; redirects to /succes, /failed, /cadeaubon/succes or /cadeaubon/mislukt', parameters: [uuidParam('uuid')], responses: { '303': { description: 'Redirect' }, '404': err('Unknown payment') } },
      },
      '/graphql': { post: { summary: 'CMS content (GraphQL over HTTP); also GET', responses: { '200': { description: 'GraphQL result' } } } },
      '/dev/mail': { get: { summary: 'Mail outbox (HTML)', responses: { '200': { description: 'HTML' } } } },
      '/dev/mail.json': { get: { summary: 'Mail outbox: [{id,to,subject,text,html,links,created_at}], newest first', responses: { '200': { description: 'JSON' } } } },
      '/dev/checkout/{id}': { get: { summary: 'Test payment page with the buttons Betaald, Mislukt, Geannuleerd, Verlopen', parameters: [uuidParam('id')], responses: { '200': { description: 'HTML' } } } },
    },
  };
}
