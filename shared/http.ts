import ky, { type KyInstance, type ResponsePromise } from 'ky';
import * as v from 'valibot';
import { apiBase } from './config';

// spec §7: every JSON call sends no-cache and a JSON content type; a non-OK answer is thrown (ky's HTTPError).
const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

let csrfRequest: Promise<unknown> | null = null;

/** Laravel-style CSRF: the server sets XSRF-TOKEN; we echo it as X-XSRF-TOKEN (DESIGN.md "Reference backend"). */
async function ensureXsrfToken(base: string): Promise<string | null> {
  let token = readCookie(XSRF_COOKIE);
  if (!token) {
    csrfRequest ??= fetch(`${base}/csrf-cookie`, { credentials: 'include', cache: 'no-store' }).finally(() => {
      csrfRequest = null;
    });
    await csrfRequest;
    token = readCookie(XSRF_COOKIE);
  }
  return token;
}

function createHttp(): KyInstance {
  const base = apiBase();
  return ky.create({
    prefixUrl: base,
    credentials: 'include',
    cache: 'no-store',
    timeout: 15_000,
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
