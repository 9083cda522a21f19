// Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that logged in
// to an account gets a cookie signed with the server's own secret and bound to that account. When it
// logs in to that account again, failures from elsewhere (a spray from many addresses) do not slow it
// down; its own failures count against it alone (docs/rules.md "§6 Roles and permissions").
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../context';
import { serverSecret } from '../db/server-secrets';
import { randomToken, safeEqual } from '../lib/crypto';

export const DEVICE_COOKIE = 'shop_device';
/** A year: a device the parent used for last summer's camp is still theirs at the next opening. */
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;

const secret = (deps: Pick<Deps, 'db' | 'now'>) => serverSecret(deps.db, 'device-cookie', () => randomToken(32), deps.now());
const sign = (deps: Pick<Deps, 'db' | 'now'>, payload: string) =>
  createHmac('sha256', secret(deps)).update(`device|${payload}`).digest('base64url');

/** After a successful login (or registration, reset, password change): this browser is the account's device. */
export function issueDeviceCookie(c: Context, deps: Deps, userId: number): void {
  const payload = `${userId}.${randomToken(16)}`;
  setCookie(c, DEVICE_COOKIE, `${payload}.${sign(deps, payload)}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.baseUrl().startsWith('https:'),
    maxAge: DEVICE_LIFETIME_S,
  });
}

/** The request's device cookie when its signature holds: the account it is bound to and the device's own id. */
export function deviceOf(c: Context, deps: Pick<Deps, 'db' | 'now'>): { userId: number; device: string } | null {
  const [user, device, mac, ...rest] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
  if (!user || !device || !mac || rest.length || !/^\d+$/.test(user)) return null;
  return safeEqual(mac, sign(deps, `${user}.${device}`)) ? { userId: Number(user), device } : null;
}
