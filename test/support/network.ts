// The one fake network of the component tests: `fetch` stubbed at the network edge (the widgets' own
// ky and GraphQL code runs for real). Every call is recorded; the answer comes from handlers keyed
// 'METHOD /path', else from a fallback (the fake shop of fake-shop.ts, or a 404 a test will notice).
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** the query string with its '?'; absent without one (so a test may compare whole calls) */
  search?: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A GraphQL answer. */
export function graphql(data: unknown): Response {
  return json(200, { data });
}

const notFound: Handler = (call) => json(404, { message: `Geen handler voor ${call.method} ${call.path}` });

/**
 * Stubs fetch. A handler may be a function of the call, a Response, or a body answered with 200.
 * Without a handler the fallback answers.
 */
export function fakeApi(handlers: Record<string, Handler | Response | unknown> = {}, fallback: Handler = notFound) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: Call = { method: request.method, path: url.pathname, ...(url.search ? { search: url.search } : {}), body };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return fallback(call);
    if (typeof handler === 'function') return (handler as Handler)(call);
    if (handler instanceof Response) return handler.clone();
    return json(200, handler);
  });
  vi.stubGlobal('fetch', fetch);
  // the XSRF cookie is there, so ky does not first ask /api/csrf-cookie
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  return { fetch, calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}
