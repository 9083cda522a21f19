// PUT /api/user/password and GET /api/user/orders: the parent's own account, beside routes/user.ts.
import { ChangePasswordPayloadSchema } from '../../shared/contract/auth';
import { listUserOrders } from '../domain/order-views';
import { changePassword } from '../domain/password-change';
import { clientIp } from '../http/client-ip';
import { defineRoute } from '../http/route';
import { startUserSession } from '../http/session';
import { E, arrayOf, noContent, ok, ref, withBody } from '../openapi/parts';
import { renewedToken } from './auth';

export const ACCOUNT_ROUTES = [
  defineRoute({
    method: 'put',
    path: '/api/user/password',
    id: 'changePassword',
    summary:
      'A new password while logged in (current password + new + repeat); throttled like the login; the other sessions of the account end',
    access: 'user',
    body: ChangePasswordPayloadSchema,
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
    handle: async (c, { deps, userId, body }) => {
      await changePassword(deps.db, userId, clientIp(c, deps.trustedProxies), body, deps.now());
      // every session of the account ended; this browser goes on, on a new session id
      startUserSession(c, deps, userId);
      return c.body(null, 204);
    },
  }),
  // only the parent's own orders: the query is by the session's user, never by an id from the request
  defineRoute({
    method: 'get',
    path: '/api/user/orders',
    id: 'listUserOrders',
    summary:
      "The parent's own orders that bought or are buying something (open, pending, paid, refund_needed; not the failed, canceled or expired attempts, nor one a newer checkout replaced), newest first",
    access: 'user',
    responses: { '200': ok('Orders', arrayOf(ref('Order'))) },
    handle: (c, { deps, userId }) => c.json({ data: listUserOrders(deps.db, userId) }),
  }),
];
