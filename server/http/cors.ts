// Cross-origin embedding (README "Embed the widgets on your site"): a CMS page on www.club.nl loads the
// bundle from shop.club.nl and calls its API. Two kinds of answer:
// - the exact origins of ALLOWED_ORIGINS get CORS with credentials (the cookie session) on everything;
// - any other site may read only what is public and the same for everyone: the bundle (/dist), the
//   event stock, the CMS (/graphql, content only, no session), the set-up check and the shop's own
//   files under /assets (a video and its WebVTT captions play on a club's page only with CORS). Those answer
//   `Access-Control-Allow-Origin: *` without credentials, so the anonymous elements work on a club
//   site of another registrable domain with third-party cookies blocked. Everything else (the session,
//   the cart, logins) gets no Access-Control-* header at all, so the browser keeps its answers from it.
import type { Context, MiddlewareHandler } from 'hono';
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

/** The anonymous reads any site may make (no cookie, no credentials): see the head of this file. */
const PUBLIC_READS: readonly { methods: readonly string[]; path: RegExp }[] = [
  { methods: ['GET', 'HEAD'], path: /^\/dist\// },
  // a <track> of another origin loads only over CORS (the video carries crossorigin, shared/content-blocks/VideoItem.tsx)
  { methods: ['GET', 'HEAD'], path: /^\/assets\// },
  { methods: ['GET', 'HEAD'], path: /^\/api\/events\/[^/]+\/stock$/ },
  { methods: ['GET', 'HEAD'], path: /^\/api\/events\/stock$/ },
  { methods: ['GET', 'HEAD'], path: /^\/api\/embed-check$/ },
  { methods: ['POST'], path: /^\/graphql$/ },
];

function isPublicRead(c: Context): boolean {
  const method = c.req.method === 'OPTIONS' ? (c.req.header('access-control-request-method') ?? '').toUpperCase() : c.req.method;
  return PUBLIC_READS.some((read) => read.methods.includes(method) && read.path.test(c.req.path));
}

/** The set-up check's answer (GET /api/embed-check): may a page of this origin use the logged-in elements? */
export function embedCheck(allowedOrigins: readonly string[]) {
  return (c: Context) => {
    const origin = c.req.header('origin') ?? null;
    return c.json({ data: { origin, allowed: origin !== null && allowedOrigins.includes(origin) } }, 200, { 'Cache-Control': 'no-store' });
  };
}

/** CORS with credentials for the listed origins, `*` on the public reads for any other; every answer varies by Origin. */
export function corsMiddleware(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const anyone = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST'],
    allowHeaders: ALLOWED_HEADERS.filter((h) => h !== XSRF_HEADER),
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
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
    if (origin && isPublicRead(c)) {
      c.header('Vary', 'Origin', { append: true });
      return anyone(c, next);
    }
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
