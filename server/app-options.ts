// createApp()'s options, its answer and the defaults it starts with (server/app.ts), apart so that
// the app's wiring reads on one screen.
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from './context';
import type { DB } from './db/database';
import type { MailSender, MailSenderOptions } from './mail/sender';
import type { PaymentProvider } from './payments/provider';
import type { DevToolsAccess } from './routes/dev';
import { startupTexts } from './texts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MAX_BODY_BYTES = 100 * 1024;
export const DEFAULT_CART_HOLD_MINUTES = 15;
/** docs/rules.md "Reminder": a week before the first day */
export const DEFAULT_REMINDER_DAYS_BEFORE = 7;
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
/**
 * Children one family (account) may sign up for one event (MAX_PER_FAMILY; the CMS's maxPerFamily
 * overrides it per event). Four covers nearly every family's children (twins and siblings of an age
 * group) while one account with made-up child profiles can no longer take a camp's places: with 40
 * places it takes ten families to fill a camp, not one (docs/rules.md "Held places").
 */
export const DEFAULT_MAX_PER_FAMILY = 4;
/** Registrations per IP address per hour (domain/throttle.ts countRegistration). */
export const DEFAULT_REGISTRATIONS_PER_HOUR = 10;

export interface CreateAppOptions {
  /** SQLite file (created with its folder), or ':memory:' */
  database: string;
  /** absolute base URL for mails and payment redirects; can be set later with setBaseUrl */
  baseUrl?: string;
  rootDir?: string;
  contentDir?: string;
  now?: () => number;
  /** default: the test checkout on this server */
  paymentProvider?: (deps: Pick<Deps, 'db' | 'now' | 'baseUrl' | 'dispatch'>) => PaymentProvider;
  /** the test provider's webhook retry delays (default WEBHOOK_RETRY_DELAYS_MS) */
  webhookRetryDelaysMs?: number[];
  /** the pages (main.ts passes the demo site's, demo-pages/site.ts); without it every page is a 404 */
  renderPage?: (url: URL, shop: string) => { status: number; html: string };
  /** serve the mail outbox /dev/mail (default true); it shows every account's mails to anyone */
  mailOutbox?: boolean;
  /** who may use /dev/mail and /dev/checkout: 'local' (default: loopback clients only) or 'public' */
  devTools?: DevToolsAccess;
  /** reverse proxies in front of the server whose X-Forwarded-For may be trusted (default 0) */
  trustedProxies?: number;
  /** add the demo parent, codes… (default true) */
  seed?: boolean;
  /**
   * production mode (default false; main.ts passes NODE_ENV=production, server/settings.ts): no source maps or build metafile served, no
   * developer pages (/dev/*: outbox, test checkout) for anyone, no GraphQL introspection, and no
   * start with the test payment provider unless `testPayments` asks for it
   */
  production?: boolean;
  /** SMTP_URL and MAIL_FROM: deliver the outbox over SMTP (server/mail/sender.ts); without it mails stay in the outbox */
  mail?: MailSenderOptions;
  /** CMS_IMAGE_HOSTS: origins besides the site's own that the pages may load images and media from (the page CSP) */
  cmsImageHosts?: string[];
  /** PAYMENTS=test: the test provider also in production (a trial of the production build, no real money) */
  testPayments?: boolean;
  /** registrations one IP address may make in an hour (REGISTRATIONS_PER_HOUR; default 10) */
  registrationsPerHour?: number;
  /** exact origins of sites that embed the widgets (ALLOWED_ORIGINS); default none */
  allowedOrigins?: string[];
  /** CART_HOLD_MINUTES (default 15; fractions allowed) */
  cartHoldMinutes?: number;
  /** WAITLIST_OFFER_HOURS (default 24; fractions allowed) */
  waitlistOfferHours?: number;
  /** HSTS: Strict-Transport-Security on every answer when the base URL is https (default true; false: the proxy sends it) */
  hsts?: boolean;
  /** MAX_PER_FAMILY: children per family per event unless the CMS event says otherwise (default 4) */
  maxPerFamily?: number;
  /** how often expired holds are released and freed places offered (default 2000 ms) */
  holdSweepMs?: number;
  /** PASSWORD_HASH_COST: scrypt's N as a power of two for new hashes (default 14; the tests use 10) */
  passwordHashCost?: number;
  /** REMINDER_DAYS_BEFORE (default 7; fractions allowed) */
  reminderDaysBefore?: number;
  /** how often due reminders are sent (default 60 000 ms) */
  reminderSweepMs?: number;
}

export interface ShopApp {
  app: Hono<AppEnv>;
  fetch: (request: Request) => Promise<Response>;
  db: DB;
  deps: Deps;
  setBaseUrl(url: string): void;
  /** the SMTP sender, when `mail` is set */
  mailSender: MailSender | null;
  /** the start's sweep of payments that are not final yet (domain/payments.ts); never rejects */
  swept: Promise<void>;
  close(): void;
}

/** A setting that makes the server refuse to start; main.ts prints the message and exits. */
export class StartupError extends Error {}

export const TEST_PAYMENTS_IN_PRODUCTION = startupTexts.testPaymentsInProduction;
