import ky, { type KyInstance, type ResponsePromise } from 'ky';
import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS, apiBase } from './config';
import { checkShop, notTheShop } from './setup-check';

// spec §7: every JSON call sends no-cache and a JSON content type; a non-OK answer is thrown (ky's HTTPError).
const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

let csrfRequest: Promise<unknown> | null = null;
/** The token as the API's /csrf-cookie answer gave it (header X-XSRF-TOKEN), for an API on another origin. */
let memoryToken: string | null = null;

/**
 * Is the API on another origin than the page (a CMS on www.club.nl, the shop on shop.club.nl)? Then
 * document.cookie holds the PAGE's cookies: the API's XSRF-TOKEN is a host-only cookie of the shop's
 * host and cannot be read here, and an XSRF-TOKEN the page does have belongs to the CMS. The token
 * comes from the /csrf-cookie answer's header instead and is kept in memory (README "Embed the widgets").
 */
function isCrossOrigin(base: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return new URL(base, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * Laravel-style CSRF: the server sets XSRF-TOKEN; we echo it as X-XSRF-TOKEN
 * (docs/architecture.md "The reference backend's conventions").
 */
async function ensureXsrfToken(base: string): Promise<string | null> {
  const crossOrigin = isCrossOrigin(base);
  const current = () => (crossOrigin ? memoryToken : (readCookie(XSRF_COOKIE) ?? memoryToken));
  if (!current()) {
    csrfRequest ??= fetch(`${base}/csrf-cookie`, { credentials: 'include', cache: 'no-store' })
      .then((response) => {
        memoryToken = response.headers.get('X-XSRF-TOKEN');
      })
      .finally(() => {
        csrfRequest = null;
      });
    await csrfRequest;
  }
  return current();
}

/**
 * The session's token changes at login, registration, a password reset or change (a new session gets a
 * new token, as Laravel's login does), on logout and when the session expired (the 419 answer). An answer
 * that carries the new token in its X-XSRF-TOKEN header replaces the kept one; otherwise a logout or a 419
 * forgets it, so the next call asks for the new one, as a page on the shop's own origin reads the new cookie.
 */
function followTokenChange(request: Request, response: Response): void {
  const renewed = response.headers.get('X-XSRF-TOKEN');
  if (renewed) memoryToken = renewed;
  else if (response.status === 419 || (request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/logout')))
    memoryToken = null;
}

/**
 * fetch, plus the editor's hint when the shop cannot be reached from this page (a wrong address, a
 * site the shop does not list): the call still fails as before, and the console says why in one line.
 */
async function fetchAndCheck(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const withSession = (input instanceof Request ? input.credentials : init?.credentials) === 'include';
  try {
    const response = await fetch(input, init);
    if (notTheShop(response)) void checkShop(withSession);
    return response;
  } catch (error) {
    void checkShop(withSession);
    throw error;
  }
}

function createHttp(): KyInstance {
  const base = apiBase();
  return ky.create({
    prefixUrl: base,
    fetch: fetchAndCheck,
    credentials: 'include',
    cache: 'no-store',
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'X-Requested-With': 'XMLHttpRequest',
    },
    hooks: {
      beforeRequest: [
        async (request) => {
          if (!MUTATING.has(request.method)) return;
          const token = await ensureXsrfToken(base);
          if (token) request.headers.set('X-XSRF-TOKEN', token);
        },
      ],
      afterResponse: [(request, _options, response) => followTokenChange(request, response)],
    },
  });
}

let instance: KyInstance | null = null;
/** The one ky instance (created on first use, so the page's <meta> configuration is read). */
export function http(): KyInstance {
  instance ??= createHttp();
  return instance;
}

/** The answer was OK but not what the contract says. */
export class MalformedAnswerError extends Error {
  constructor(public readonly issues: unknown) {
    super('Malformed answer');
    this.name = 'MalformedAnswerError';
  }
}

/** Reads `{ data }` from an answer and checks it against a contract schema. */
/** POST a JSON body to `path` and read the answer's `data` through `schema` (see readData). */
export const postData = <S extends v.GenericSchema>(path: string, json: unknown, schema: S): Promise<v.InferOutput<S>> =>
  readData(http().post(path, { json }), schema);

export async function readData<S extends v.GenericSchema>(request: ResponsePromise, schema: S): Promise<v.InferOutput<S>> {
  const response = await request;
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new MalformedAnswerError(error);
  }
  const result = v.safeParse(v.object({ data: schema }), body);
  if (!result.success) throw new MalformedAnswerError(result.issues);
  return result.output.data;
}
