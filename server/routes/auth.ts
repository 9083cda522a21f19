// spec §7 auth calls; contract "Endpoints". The rules: domain/accounts.ts; the session: http/session.ts.
import {
  ForgotPasswordPayloadSchema,
  LoginPayloadSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  ResetTokenCheckPayloadSchema,
} from '../../shared/contract/auth';
import { checkResetToken, forgotPassword, login, register, resetPassword } from '../domain/accounts';
import { toUser } from '../domain/users';
import { clientIp } from '../http/client-ip';
import { deviceOf } from '../http/device-cookie';
import { defineRoute } from '../http/route';
import { XSRF_HEADER } from '../http/cors';
import { endSession, ensureSession, startUserSession } from '../http/session';
import { E, noContent, ok, ref, str, withBody } from '../openapi/parts';

/** A new session comes with a new CSRF token: the cookie, and this header for a page on another host. */
export const renewedToken = {
  'X-XSRF-TOKEN': { description: 'The new session’s CSRF token (also in the XSRF-TOKEN cookie)', schema: str },
};

// a session starts here (http/session.ts); the token also in a header: a page on another host cannot
// read this host's XSRF-TOKEN cookie (shared/http.ts)
export const CSRF_COOKIE_ROUTE = defineRoute({
  method: 'get',
  path: '/api/csrf-cookie',
  id: 'getCsrfCookie',
  summary: 'Starts a session; sets shop_session and XSRF-TOKEN (call it before the first POST)',
  access: 'public',
  responses: {
    '204': {
      description: 'Cookies set; the CSRF token also in a header, for a page on another host',
      headers: { 'X-XSRF-TOKEN': { schema: str } },
    },
  },
  handle: (c, { deps }) => c.body(null, 204, { [XSRF_HEADER]: ensureSession(c, deps).csrfToken }),
});

export const AUTH_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    id: 'login',
    summary: 'Log in (session id renewed)',
    access: 'csrf',
    body: LoginPayloadSchema,
    responses: { '200': { ...ok('The user', ref('User')), headers: renewedToken }, ...withBody, '429': E[429] },
    handle: async (c, { deps, body }) => {
      const user = await login(deps, body, clientIp(c, deps.trustedProxies), deviceOf(c, deps));
      startUserSession(c, deps, user.id);
      return c.json({ data: toUser(user) });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/register',
    id: 'register',
    summary:
      'Register and log in. A welcome mail is sent; it greets without a name (nothing the registrant typed goes to an address nobody has proven)',
    access: 'csrf',
    body: RegisterPayloadSchema,
    responses: { '201': { ...ok('The new user', ref('User')), headers: renewedToken }, ...withBody, '429': E['429.register'] },
    handle: async (c, { deps, body }) => {
      const user = await register(deps, body, clientIp(c, deps.trustedProxies));
      startUserSession(c, deps, user.id);
      return c.json({ data: toUser(user) }, 201);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    id: 'logout',
    summary: 'Log out; a new anonymous session starts',
    access: 'csrf',
    responses: { '204': noContent('Logged out'), '413': E[413], '419': E[419] },
    handle: (c, { deps }) => {
      endSession(c, deps);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    id: 'forgotPassword',
    summary:
      'Mail a reset link: the same answer whether or not the address exists, never sooner than 100 ms (so the time does not tell either)',
    access: 'csrf',
    body: ForgotPasswordPayloadSchema,
    responses: { '200': ok('Dutch message to show', ref('ForgotPasswordAnswer')), ...withBody },
    handle: async (c, { deps, body }) => c.json({ data: await forgotPassword(deps, body.email) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/reset-token-check',
    id: 'checkResetToken',
    summary:
      'Whether a mailed reset link still works (unused, unexpired); asked when the reset page opens. The same answer for an unknown address; failed checks are throttled per address and IP',
    access: 'csrf',
    body: ResetTokenCheckPayloadSchema,
    responses: { '200': ok('Whether the link works', ref('ResetTokenCheckAnswer')), ...withBody, '429': E['429.reset'] },
    handle: async (c, { deps, body }) => c.json({ data: await checkResetToken(deps, body, clientIp(c, deps.trustedProxies)) }),
  }),
  // On success the parent is logged in here and every other session of the account ends.
  defineRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    id: 'resetPassword',
    summary:
      'Set a new password with the mailed token (single use, 60 minutes); logs in, ends other sessions. The token is checked before the password is hashed; wrong ones are throttled with reset-token-check',
    access: 'csrf',
    body: ResetPasswordPayloadSchema,
    responses: { '200': { ...ok('The user', ref('User')), headers: renewedToken }, ...withBody, '429': E['429.reset'] },
    handle: async (c, { deps, body }) => {
      const user = await resetPassword(deps, body, clientIp(c, deps.trustedProxies));
      startUserSession(c, deps, user.id);
      return c.json({ data: toUser(user) });
    },
  }),
];
