// Cookie sessions stored in SQLite, with Laravel's CSRF scheme: the token sits in the session and
// in a JS-readable XSRF-TOKEN cookie; mutating /api calls echo it in X-XSRF-TOKEN (contract).
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { issueDeviceCookie } from './device-cookie';
import type { AppEnv, Deps } from '../context';
import type { DB } from '../db/database';
import {
  deleteSession,
  deleteSessionsIdleSince,
  deleteStaffSessionsIdleSince,
  findSession,
  insertSession,
  touchSession,
} from '../db/sessions';
import { DomainError, unauthenticated } from '../domain/errors';
import { randomToken, safeEqual } from '../lib/crypto';
import { texts } from '../texts';
import { XSRF_HEADER } from './cors';
import { HttpError } from './errors';

const SESSION_COOKIE = 'shop_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Idle lifetime, Laravel's default of 120 minutes. */
const SESSION_LIFETIME_MS = 120 * 60 * 1000;
/** A staff session (medical details, every family's data) ends sooner: 30 minutes without activity. */
export const STAFF_SESSION_LIFETIME_MS = 30 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Expired rows are removed this often while the server runs, not only on start. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  lastSeenAt: number;
  /** the logged-in account's role, read with the session on every request (a role taken away counts at once) */
  role?: 'parent' | 'staff' | null;
  /**
   * false: the visitor has no session yet, and gets none for reading (a row per cookie-less
   * request would fill the table for crawlers and stock polls). ensureSession stores one.
   */
  stored: boolean;
}

function setSessionCookies(c: Context, deps: Deps, session: Session): void {
  const secure = deps.baseUrl().startsWith('https:');
  const maxAge = SESSION_LIFETIME_MS / 1000;
  setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  setCookie(c, XSRF_COOKIE, session.csrfToken, { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
}

/** Tells the browser to drop both cookies (Max-Age 0, the same path and flags they were set with). */
function forgetSessionCookies(c: Context, deps: Deps): void {
  const secure = deps.baseUrl().startsWith('https:');
  setCookie(c, SESSION_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 0 });
  setCookie(c, XSRF_COOKIE, '', { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge: 0 });
}

function createSession(deps: Deps, userId: number | null, csrfToken = randomToken(30)): Session {
  const now = deps.now();
  const session: Session = { id: randomToken(30), userId, csrfToken, lastSeenAt: now, stored: true };
  insertSession(deps.db, session.id, userId, csrfToken, now);
  return session;
}

function loadSession(deps: Deps, id: string): Session | null {
  const row = findSession(deps.db, id);
  if (!row) return null;
  const lifetime = row.role === 'staff' ? STAFF_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  if (row.last_seen_at + lifetime < deps.now()) {
    deleteSession(deps.db, id);
    return null;
  }
  return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, lastSeenAt: row.last_seen_at, role: row.role, stored: true };
}

/** Removes the sessions idle longer than their lifetime: on start and every CLEANUP_INTERVAL_MS after. */
export function deleteExpiredSessions(db: DB, now: number): void {
  deleteSessionsIdleSince(db, now - SESSION_LIFETIME_MS);
  deleteStaffSessionsIdleSince(db, now - STAFF_SESSION_LIFETIME_MS);
}

/**
 * Loads the visitor's session. Without one the request runs on an anonymous session that is not
 * stored and sets no cookie: it can read, and any POST is refused by the CSRF check (419) as
 * before. A session starts only where one is needed: GET /api/csrf-cookie (what the widgets call
 * before their first POST), login, register, logout.
 */
export function sessionMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  let cleanedAt = deps.now();
  return async (c, next) => {
    if (deps.now() - cleanedAt > CLEANUP_INTERVAL_MS) {
      cleanedAt = deps.now();
      deleteExpiredSessions(deps.db, cleanedAt);
    }
    const id = getCookie(c, SESSION_COOKIE);
    let session = id && id.length < 100 ? loadSession(deps, id) : null;
    if (!session) {
      // cookies of a session that ended on the server (idle, a password changed elsewhere, a reset demo):
      // the browser would keep sending the dead token, and every POST, the login too, would be a 419 even
      // after a reload; without them the widgets ask for a new one (shared/http.ts ensureXsrfToken). Dropped
      // by a page and by the refused POST, not by an API read: a stock poll still under way while the widget
      // gets its new session would otherwise drop the new cookies as well
      const stale = id !== undefined || getCookie(c, XSRF_COOKIE) !== undefined;
      if (stale && (MUTATING.has(c.req.method) || !c.req.path.startsWith('/api/'))) forgetSessionCookies(c, deps);
      session = { id: '', userId: null, csrfToken: '', lastSeenAt: deps.now(), stored: false };
    } else {
      const now = deps.now();
      if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
        touchSession(deps.db, session.id, now);
        session.lastSeenAt = now;
        setSessionCookies(c, deps, session); // slide the cookies' Max-Age too
      } else if (getCookie(c, XSRF_COOKIE) !== session.csrfToken) {
        setSessionCookies(c, deps, session);
      }
    }
    c.set('session', session);
    await next();
  };
}

/** Starts a stored session with both cookies when the visitor has none yet. */
export function ensureSession(c: Context<AppEnv>, deps: Deps): Session {
  let session = c.get('session');
  if (!session.stored) {
    session = createSession(deps, null);
    c.set('session', session);
    setSessionCookies(c, deps, session);
  }
  return session;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 419 when X-XSRF-TOKEN does not match the session's token. `exempt` paths skip the check. */
export function csrfMiddleware(exempt: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (MUTATING.has(c.req.method) && !exempt.includes(c.req.path)) {
      let header = c.req.header('x-xsrf-token') ?? '';
      try {
        header = decodeURIComponent(header); // the cookie value may arrive URL-encoded, as with axios
      } catch {
        header = '';
      }
      const token = c.get('session').csrfToken;
      if (!header || !token || !safeEqual(header, token)) throw new HttpError(419, texts.sessionExpired);
    }
    await next();
  };
}

/**
 * Logs the user in on a fresh session id and a fresh CSRF token (against session fixation), as
 * Laravel's login does (session()->regenerate() with regenerateToken()): a token someone planted or read
 * before the login is worth nothing after it. The new token goes out in the XSRF-TOKEN cookie (what a
 * page on this host reads before every call) and in the X-XSRF-TOKEN header (what shared/http.ts keeps
 * for a page on another host, which cannot read this host's cookie).
 */
export function startUserSession(c: Context<AppEnv>, deps: Deps, userId: number): void {
  const old = c.get('session');
  if (old.stored) deleteSession(deps.db, old.id);
  const session = createSession(deps, userId);
  c.set('session', session);
  setSessionCookies(c, deps, session);
  c.header(XSRF_HEADER, session.csrfToken);
  // the login throttle trusts this browser for this account from now on (http/device-cookie.ts)
  issueDeviceCookie(c, deps, userId);
}

/** Ends the session; the visitor continues on a new anonymous session with a new CSRF token. */
export function endSession(c: Context<AppEnv>, deps: Deps): void {
  deleteSession(deps.db, c.get('session').id);
  const session = createSession(deps, null);
  c.set('session', session);
  setSessionCookies(c, deps, session);
  c.header(XSRF_HEADER, session.csrfToken);
}

export function requireUserId(c: Context<AppEnv>): number {
  const id = c.get('session').userId;
  if (id === null) throw unauthenticated();
  return id;
}

/** A logged-in staff account: 401 without a login, 403 for a parent (docs/rules.md "§6 Roles and permissions"). */
export function requireStaffId(c: Context<AppEnv>): number {
  const session = c.get('session');
  if (session.userId === null) throw unauthenticated();
  if (session.role !== 'staff') throw new DomainError('forbidden', texts.staffOnly);
  return session.userId;
}
