// Cross-origin embedding (README "Embed the widgets on your site"): a CMS page on www.club.nl loads the
// bundle from shop.club.nl and calls its API. The server answers CORS only for the exact origins of
// the ALLOWED_ORIGINS setting, with credentials (the cookie session), and for no other origin: an
// unlisted origin gets no Access-Control-* header at all, so the browser keeps its answers from it.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Chromium caps a cached preflight at 2 hours; Firefox at 24. */
export const PREFLIGHT_MAX_AGE_S = 7200;

/** The request headers the widgets send (shared/http.ts, shared/cms/urql.ts). */
const ALLOWED_HEADERS = ['Accept', 'Content-Type', 'Cache-Control', 'X-Requested-With', 'X-XSRF-TOKEN'];
/** shared/http.ts reads the CSRF token from this header when the XSRF-TOKEN cookie is not its page's. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * ALLOWED_ORIGINS: exact origins, comma-separated ('https://www.club.nl,https://club.nl'). An entry
 * with a path, a trailing slash or a wildcard is refused at start, so a typo never widens the list.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol) || origin.includes('*')) {
      throw new Error(`ALLOWED_ORIGINS: '${origin}' is not an exact origin like https://www.club.nl (scheme, host and port only)`);
    }
  }
  return origins;
}

/** CORS for the listed origins only; every answer says it varies by Origin, so caches keep them apart. */
export function corsMiddleware(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const listed = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: [XSRF_HEADER],
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return listed(c, next);
    await next();
    if (allowed.size) c.header('Vary', 'Origin', { append: true });
  };
}
