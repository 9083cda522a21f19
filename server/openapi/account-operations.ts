// The operations of accounts, profiles, events, the cart and orders (spec §7): metadata only; the
// bodies and answers are the contract's components (components.ts).
import { E, arrayOf, noContent, ok, ref, str, withBody, type Operations } from './parts';

/** A new session comes with a new CSRF token: the cookie, and this header for a page on another host. */
const renewedToken = { 'X-XSRF-TOKEN': { description: 'The new session’s CSRF token (also in the XSRF-TOKEN cookie)', schema: str } };

export const ACCOUNT_OPERATIONS: Operations = {
  'GET /api/csrf-cookie': {
    id: 'getCsrfCookie',
    summary: 'Starts a session; sets shop_session and XSRF-TOKEN (call it before the first POST)',
    access: 'public',
    responses: {
      '204': {
        description: 'Cookies set; the CSRF token also in a header, for a page on another host',
        headers: { 'X-XSRF-TOKEN': { schema: str } },
      },
    },
  },
  'POST /api/auth/login': {
    id: 'login',
    summary: 'Log in (session id renewed)',
    access: 'csrf',
    body: 'LoginPayload',
    responses: { '200': { ...ok('The user', ref('User')), headers: renewedToken }, ...withBody, '429': E[429] },
  },
  'POST /api/auth/register': {
    id: 'register',
    summary:
      'Register and log in. A welcome mail is sent; it greets without a name (nothing the registrant typed goes to an address nobody has proven)',
    access: 'csrf',
    body: 'RegisterPayload',
    responses: { '201': { ...ok('The new user', ref('User')), headers: renewedToken }, ...withBody, '429': E['429.register'] },
  },
  'POST /api/auth/logout': {
    id: 'logout',
    summary: 'Log out; a new anonymous session starts',
    access: 'csrf',
    responses: { '204': noContent('Logged out'), '413': E[413], '419': E[419] },
  },
  'POST /api/auth/forgot-password': {
    id: 'forgotPassword',
    summary:
      'Mail a reset link: the same answer whether or not the address exists, never sooner than 100 ms (so the time does not tell either)',
    access: 'csrf',
    body: 'ForgotPasswordPayload',
    responses: { '200': ok('Dutch message to show', ref('ForgotPasswordAnswer')), ...withBody },
  },
  'POST /api/auth/reset-token-check': {
    id: 'checkResetToken',
    summary:
      'Whether a mailed reset link still works (unused, unexpired); asked when the reset page opens. The same answer for an unknown address; failed checks are throttled per address and IP',
    access: 'csrf',
    body: 'ResetTokenCheckPayload',
    responses: { '200': ok('Whether the link works', ref('ResetTokenCheckAnswer')), ...withBody, '429': E['429.reset'] },
  },
  'POST /api/auth/reset-password': {
    id: 'resetPassword',
    summary:
      'Set a new password with the mailed token (single use, 60 minutes); logs in, ends other sessions. The token is checked before the password is hashed; wrong ones are throttled with reset-token-check',
    access: 'csrf',
    body: 'ResetPasswordPayload',
    responses: { '200': { ...ok('The user', ref('User')), headers: renewedToken }, ...withBody, '429': E['429.reset'] },
  },
  'GET /api/user': {
    id: 'getUser',
    summary: 'The logged-in parent',
    access: 'user',
    responses: { '200': ok('The user', ref('User')) },
  },
  'PUT /api/user': {
    id: 'updateUser',
    summary: 'Update name and phone (the e-mail address cannot change here)',
    access: 'user',
    body: 'UpdateUserPayload',
    responses: { '200': ok('The user', ref('User')), ...withBody },
  },
  'GET /api/user/profiles': {
    id: 'listProfiles',
    summary: "The parent's child profiles",
    access: 'user',
    responses: { '200': ok('Profiles', arrayOf(ref('Profile'))) },
  },
  'PUT /api/user/password': {
    id: 'changePassword',
    summary:
      'A new password while logged in (current password + new + repeat); throttled like the login; the other sessions of the account end',
    access: 'user',
    body: 'ChangePasswordPayload',
    responses: {
      '204': {
        ...noContent(
          'Saved; this browser continues on a new session id with a new CSRF token, every other session of the account is logged out',
        ),
        headers: renewedToken,
      },
      ...withBody,
      '429': E[429],
    },
  },
  'GET /api/user/orders': {
    id: 'listUserOrders',
    summary:
      "The parent's own orders that bought or are buying something (open, pending, paid, refund_needed; not the failed, canceled or expired attempts, nor one a newer checkout replaced), newest first",
    access: 'user',
    responses: { '200': ok('Orders', arrayOf(ref('Order'))) },
  },
  'GET /api/events/{uuid}/calendar.ics': {
    id: 'getEventCalendar',
    summary:
      "'Zet in je agenda': the event as an iCalendar file (the `ics` package), an attachment named {slug}.ics: title, location, start and end. The CMS's Amsterdam times (one without an offset is read as Europe/Amsterdam wall-clock time) are written as UTC instants, which every calendar shows in the reader's own zone",
    access: 'public',
    responses: {
      '200': { description: 'The calendar file', content: { 'text/calendar': { schema: str } } },
      '404': E[404]('Unknown event'),
    },
  },
  'GET /api/user/events': {
    id: 'listUserEvents',
    summary: 'Events the parent has tickets for, with tickets, ordered by event start',
    access: 'user',
    responses: { '200': ok('Events', arrayOf(ref('UserEvent'))) },
  },
  'POST /api/profile': {
    id: 'createProfile',
    summary: 'Add a child',
    access: 'user',
    body: 'CreateProfilePayload',
    responses: { '201': ok('The profile', ref('Profile')), ...withBody },
  },
  'PUT /api/profile/{uuid}': {
    id: 'updateProfile',
    summary: 'Edit a child (optional fields left out keep their value)',
    access: 'user',
    body: 'UpdateProfilePayload',
    responses: { '200': ok('The profile', ref('Profile')), '404': E[404]('Unknown or another parent’s profile'), ...withBody },
  },
  'GET /api/events/{uuid}/stock': {
    id: 'getEventStock',
    summary: 'Remaining places: held places count as taken, except the logged-in parent’s own; waiting_list says the event keeps one',
    access: 'public',
    responses: { '200': ok('Stock', ref('EventStock')), '404': E[404]('Unknown event') },
  },
  'GET /api/orders/{uuid}': {
    id: 'getOrder',
    summary: 'An order of the logged-in parent; an open one asks the payment provider first',
    access: 'user',
    responses: { '200': ok('The order', ref('Order')), '404': E[404]('Unknown or not yours') },
  },
};
