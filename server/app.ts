// The reference backend as a Hono app: createApp() opens (creates, migrates, seeds) the SQLite
// file and wires the routes of the team contract. main.ts serves it; tests run it in-process.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { Content } from './content/content';
import type { AppEnv, Deps } from './context';
import { openDatabase } from './db/database';
import { seed } from './db/seed';
import { syncEvents } from './domain/events';
import { recoverAfterCrash } from './domain/payment-recovery';
import { sweepPayments } from './domain/payments';
import { refundLeftOrders, sendPendingRefunds } from './domain/refunds';
import { toHttpError } from './http/errors';
import { mountRoutes } from './http/route';
import { API_ROUTES, DEV_CHECKOUT_ROUTES, DEV_CLOCK_ROUTES, DEV_MAIL_ROUTES, GRAPHQL_ROUTES } from './routes';
import { corsMiddleware, embedCheck } from './http/cors';
import { apiBodyLimit } from './routes/staff-trainers';
import { demoPageCsp } from './http/csp';
import { drain, securityHeaders } from './http/answers';
import { csrfMiddleware, deleteExpiredSessions, sessionMiddleware } from './http/session';
import { MailSender } from './mail/sender';
import type { PaymentProvider } from './payments/provider';
import { TestPaymentProvider } from './payments/test-provider';
import { localClientsOnly } from './routes/dev';
import { WEBHOOK_PATH } from './routes/payments';
import { serveFile } from './routes/static';
import { startHoldSweep } from './domain/waiting-list';
import { startReminderSweep } from './domain/reminders';
import { setPasswordHashCost } from './lib/crypto';
import { texts } from './texts';
import {
  DEFAULT_CART_HOLD_MINUTES,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_MAX_PER_FAMILY,
  DEFAULT_REGISTRATIONS_PER_HOUR,
  DEFAULT_WAITLIST_OFFER_HOURS,
  MAX_BODY_BYTES,
  PROJECT_ROOT,
  StartupError,
  TEST_PAYMENTS_IN_PRODUCTION,
  type CreateAppOptions,
  type ShopApp,
} from './app-options';

// the options and the answer of createApp, for main.ts and the tests
export * from './app-options';

/** Without a site (the API alone, as the tests run it), every page is a plain 404. */
const noSite = () => ({
  status: 404,
  html: `<!doctype html><html lang="nl"><meta charset="utf-8"><title>${texts.pageNotFound}</title><p>${texts.pageNotFound}</p></html>`,
});

export async function createApp(options: CreateAppOptions): Promise<ShopApp> {
  const production = options.production ?? false;
  // a production server with the test provider would take orders that no one can pay, or, with the
  // developer pages open, that anyone could mark paid: only when asked for by name
  if (production && !options.paymentProvider && !options.testPayments) throw new StartupError(TEST_PAYMENTS_IN_PRODUCTION);
  const rootDir = options.rootDir ?? PROJECT_ROOT;
  const db = openDatabase(options.database);
  const content = new Content(options.contentDir ?? `${rootDir}/demo-pages/content`);
  // the developer tool POST /dev/clock moves this server's time forward (server/routes/dev-clock.ts);
  // everything reads the time through `now`, so a moved clock is the same for the sweeps, mails and sessions
  const clock = options.now ?? Date.now;
  let clockOffsetMs = 0;
  const now = () => clock() + clockOffsetMs;
  let baseUrl = (options.baseUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const app = new Hono<AppEnv>();

  let eventsVersion = '';
  // PASSWORD_HASH_COST: new hashes in this process (the tests' 10); stored ones keep their own
  if (options.passwordHashCost) setPasswordHashCost(options.passwordHashCost);
  const deps: Deps = {
    db,
    content,
    now,
    rootDir,
    production,
    trustedProxies: options.trustedProxies ?? 0,
    registrationsPerHour: options.registrationsPerHour ?? DEFAULT_REGISTRATIONS_PER_HOUR,
    allowedOrigins: options.allowedOrigins ?? [],
    baseUrl: () => baseUrl,
    payments: undefined as unknown as PaymentProvider,
    cartHoldMs: (options.cartHoldMinutes ?? DEFAULT_CART_HOLD_MINUTES) * 60_000,
    reminderDaysBefore: options.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE,
    moveClock: (ms) => {
      clockOffsetMs += ms;
    },
    maxPerFamily: options.maxPerFamily ?? DEFAULT_MAX_PER_FAMILY,
    waitlistOfferMs: (options.waitlistOfferHours ?? DEFAULT_WAITLIST_OFFER_HOURS) * 3_600_000,
    dispatch: async (request) => app.fetch(request),
    syncEvents: () => {
      const version = content.eventsVersion();
      if (version === eventsVersion) return;
      syncEvents(db, content.events(), now());
      eventsVersion = version;
    },
  };
  deps.payments = options.paymentProvider
    ? options.paymentProvider(deps)
    : new TestPaymentProvider(deps, { webhookRetryDelaysMs: options.webhookRetryDelaysMs });

  deps.syncEvents();
  if (options.seed !== false) await seed(db, now(), { staff: !production });
  deleteExpiredSessions(db, now());
  const mailSender = options.mail ? new MailSender(db, now, options.mail) : null;
  mailSender?.start();

  app.onError((err, c) => {
    const known = toHttpError(err);
    if (known) return c.json(known.body(), known.status as 400, known.headers);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: err.message || texts.badRequest }, err.status);
    }
    console.error(err);
    return c.json({ message: texts.serverError }, 500);
  });
  app.notFound((c) => c.json({ message: texts.pageNotFound }, 404));
  const hsts = options.hsts ?? true;
  app.use(
    '*',
    securityHeaders(demoPageCsp(options.cmsImageHosts), () => hsts && baseUrl.startsWith('https:')),
  );
  // The pages, GraphQL and API answers are compressed on the way out when the browser
  // accepts it; files (/dist, /assets) come compressed already (server/routes/static.ts)
  const compressAnswers = compress();
  app.use('*', async (c, next) =>
    c.req.path.startsWith('/dist/') || c.req.path.startsWith('/assets/') ? next() : compressAnswers(c, next),
  );
  // before the session: a preflight gets its answer without starting a session (server/http/cors.ts)
  for (const path of ['/api/*', '/graphql', '/dist/*', '/assets/*']) app.use(path, corsMiddleware(deps.allowedOrigins));

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: async (c) => {
      await drain(c.req.raw);
      return c.json({ message: texts.tooLarge }, 413);
    },
  });
  app.use('/api/*', apiBodyLimit(limit));
  app.use('/graphql', limit);
  app.use('/dev/*', limit);

  // Sessions for the API and for pages (read when the visitor has one; started only where needed), not for files.
  const session = sessionMiddleware(deps);
  app.use('*', async (c, next) => {
    const p = c.req.path;
    if (p.startsWith('/dist/') || p.startsWith('/assets/') || p === '/graphql' || p.startsWith('/dev/') || p === WEBHOOK_PATH) {
      return next();
    }
    return session(c, next);
  });
  app.use('/api/*', csrfMiddleware([WEBHOOK_PATH]));
  app.use('/api/*', async (_c, next) => {
    deps.syncEvents();
    await next();
  });

  // --- API (spec §7, contract "Endpoints"): every endpoint is a route definition (routes/index.ts)
  // the widgets' set-up check (README "Werkt het niet?"): may this site use the logged-in elements?
  app.get('/api/embed-check', embedCheck(deps.allowedOrigins));
  mountRoutes(app, deps, API_ROUTES);
  app.all('/api/*', (c) => c.json({ message: texts.apiNotFound }, 404));

  // --- CMS
  mountRoutes(app, deps, GRAPHQL_ROUTES);

  // --- developer pages: mail outbox, test checkout, the clock; in production they do not exist, not even for this computer
  if (!production) {
    if ((options.devTools ?? 'local') === 'local') app.use('/dev/*', localClientsOnly(deps));
    if (options.mailOutbox ?? true) mountRoutes(app, deps, DEV_MAIL_ROUTES);
    if (deps.payments instanceof TestPaymentProvider) mountRoutes(app, deps, DEV_CHECKOUT_ROUTES);
    mountRoutes(app, deps, DEV_CLOCK_ROUTES);
  }
  app.all('/dev/*', (c) => c.json({ message: texts.devPageNotFound }, 404));

  // --- files and pages
  const files = (prefix: string, dir: string) => async (c: Context<AppEnv>) =>
    (await serveFile(c, dir, c.req.path.slice(prefix.length), { production })) ?? c.json({ message: texts.fileNotFound }, 404);
  app.get('/dist/*', files('/dist/', `${rootDir}/dist`));
  app.get('/assets/*', files('/assets/', `${rootDir}/demo-pages/assets`));

  const render = options.renderPage ?? noSite;
  app.get('*', (c) => {
    const page = render(new URL(c.req.url), deps.baseUrl());
    // Pages are revalidated on every visit (they carry the session cookies, so private) and answer
    // 304 when nothing changed
    const etag = `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
    const headers = { 'Cache-Control': 'private, no-cache', ETag: etag };
    if (page.status === 200 && (c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag))
      return c.body(null, 304, headers);
    return c.html(page.html, page.status as 200, headers);
  });

  // Not awaited: with Mollie every open payment is a network call, and the server should listen meanwhile.
  // What a dead process left comes first; its locks are cleared before this line returns (no await before).
  const swept = recoverAfterCrash(deps)
    .then((r) => {
      if (r.locks + r.resumed + r.failed > 0)
        console.log(
          `Na een onderbroken start: ${r.locks} vergrendelingen vrijgegeven, ${r.resumed} betalingen afgemaakt, ${r.failed} mislukt`,
        );
      return sweepPayments(deps);
    })
    .then(async (n) => {
      if (n > 0) console.log(`Betalingen bijgewerkt bij de start: ${n}`);
      // refunds a crash left recorded but unsent, and refund_needed orders from before refunds were automatic
      refundLeftOrders(deps);
      await sendPendingRefunds(deps);
    })
    .then(
      () => undefined,
      (err: unknown) => console.warn('sweep failed', err),
    );

  // released holds and freed places reach the waiting list without anyone asking (docs/rules.md "Held places")
  const stopSweep = startHoldSweep(deps, options.holdSweepMs ?? 2000);
  // the reminder a week before the first day, without anyone asking (docs/rules.md "Reminder")
  const stopReminders = startReminderSweep(deps, options.reminderSweepMs ?? 60_000);

  return {
    app,
    fetch: async (request) => app.fetch(request),
    db,
    deps,
    setBaseUrl: (url) => {
      baseUrl = url.replace(/\/+$/, '');
    },
    swept,
    mailSender,
    close: () => {
      mailSender?.stop();
      stopSweep();
      stopReminders();
      if (deps.payments instanceof TestPaymentProvider) deps.payments.stop();
      db.close();
    },
  };
}
