// Middleware around every answer: the security headers, and a refused body read to its end.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Reads and drops the rest of a refused body (up to 2 MB), so the client, still sending, gets the
 * 413 answer instead of a reset connection. Bigger bodies just get the connection closed.
 */
export async function drain(request: Request): Promise<void> {
  try {
    const reader = request.body?.getReader();
    if (!reader) return;
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > 2 * 1024 * 1024) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // already read by the limiter (chunked upload): nothing to drain
  }
}

/** HSTS: a year, subdomains too (the shop's cookies and payment returns never go over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * On every answer: no MIME sniffing, and other sites get at most our origin as referrer (reset
 * links carry their token in the URL). With an https BASE_URL, Strict-Transport-Security, unless
 * HSTS=off leaves it to the proxy in front (`hsts` answers false then). HTML may be framed only by our own pages; the developer
 * pages never: the test checkout is a payment page, and a payment page in someone else's frame
 * invites clickjacking (Mollie's checkout refuses frames too). The developer pages run no script.
 */
export const securityHeaders =
  (pageCsp: string, hsts: () => boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (hsts()) headers.set('Strict-Transport-Security', HSTS);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!(headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (c.req.path.startsWith('/dev/')) {
      headers.set('X-Frame-Options', 'DENY');
      headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    } else {
      headers.set('X-Frame-Options', 'SAMEORIGIN');
      headers.set('Content-Security-Policy', pageCsp);
    }
  };
