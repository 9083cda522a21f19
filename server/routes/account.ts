// PUT /api/user/password and GET /api/user/orders: the parent's own account, beside routes/user.ts.
import { Hono } from 'hono';
import { ChangePasswordPayloadSchema } from '../../shared/contract/auth';
import type { AppEnv, Deps } from '../context';
import { listUserOrders } from '../domain/order-views';
import { changePassword } from '../domain/password-change';
import { parseBody } from '../http/body';
import { clientIp } from '../http/client-ip';
import { requireUserId, startUserSession } from '../http/session';

export function accountRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.put('/password', async (c) => {
    const userId = requireUserId(c);
    const input = await parseBody(c, ChangePasswordPayloadSchema);
    await changePassword(deps.db, userId, clientIp(c, deps.trustedProxies), input, deps.now());
    // every session of the account ended; this browser goes on, on a new session id
    startUserSession(c, deps, userId);
    return c.body(null, 204);
  });

  // only the parent's own orders: the query is by the session's user, never by an id from the request
  r.get('/orders', (c) => c.json({ data: listUserOrders(deps.db, requireUserId(c)) }));

  return r;
}
