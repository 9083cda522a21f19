// spec §7 auth calls; contract "Endpoints". The rules: domain/accounts.ts; the session: http/session.ts.
import { Hono } from 'hono';
import {
  ForgotPasswordPayloadSchema,
  LoginPayloadSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  ResetTokenCheckPayloadSchema,
} from '../../shared/contract/auth';
import type { AppEnv, Deps } from '../context';
import { checkResetToken, forgotPassword, login, register, resetPassword } from '../domain/accounts';
import { toUser } from '../domain/users';
import { parseBody } from '../http/body';
import { clientIp } from '../http/client-ip';
import { endSession, startUserSession } from '../http/session';

export function authRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/login', async (c) => {
    const input = await parseBody(c, LoginPayloadSchema);
    const user = await login(deps, input, clientIp(c, deps.trustedProxies));
    startUserSession(c, deps, user.id);
    return c.json({ data: toUser(user) });
  });

  r.post('/register', async (c) => {
    const input = await parseBody(c, RegisterPayloadSchema);
    const user = await register(deps, input, clientIp(c, deps.trustedProxies));
    startUserSession(c, deps, user.id);
    return c.json({ data: toUser(user) }, 201);
  });

  r.post('/logout', (c) => {
    endSession(c, deps);
    return c.body(null, 204);
  });

  r.post('/forgot-password', async (c) => {
    const { email } = await parseBody(c, ForgotPasswordPayloadSchema);
    return c.json({ data: await forgotPassword(deps, email) });
  });

  r.post('/reset-token-check', async (c) => {
    const input = await parseBody(c, ResetTokenCheckPayloadSchema);
    return c.json({ data: await checkResetToken(deps, input, clientIp(c, deps.trustedProxies)) });
  });

  // On success the parent is logged in here and every other session of the account ends.
  r.post('/reset-password', async (c) => {
    const input = await parseBody(c, ResetPasswordPayloadSchema);
    const user = await resetPassword(deps, input, clientIp(c, deps.trustedProxies));
    startUserSession(c, deps, user.id);
    return c.json({ data: toUser(user) });
  });

  return r;
}
