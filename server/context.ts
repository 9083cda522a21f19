// What every route needs, passed explicitly (no globals), so tests can run several apps at once.
import type { Content } from './content/content';
import type { DB } from './db/database';
import type { PaymentProvider } from './payments/provider';
import type { Session } from './http/session';

export interface Deps {
  db: DB;
  content: Content;
  payments: PaymentProvider;
  /** milliseconds since the epoch; replaceable in tests (reset-token expiry, reservations) */
  now: () => number;
  /** absolute base for links in mails and payment redirects, without trailing slash */
  baseUrl: () => string;
  /** reverse proxies in front of the server whose X-Forwarded-For is trusted (0: none, the default) */
  trustedProxies: number;
  /** REGISTRATIONS_PER_HOUR: registrations one IP address may make in an hour (domain/throttle.ts) */
  registrationsPerHour: number;
  /** ALLOWED_ORIGINS: exact origins of embedding sites that get CORS answers and payment returns */
  allowedOrigins: readonly string[];
  /** production mode (createApp's `production`): no GraphQL introspection, no developer pages */
  production: boolean;
  /** project root: dist/ and demo-pages/ live here */
  rootDir: string;
  /** sends a request through this app in-process (the test provider's webhook call) */
  dispatch: (request: Request) => Promise<Response>;
  /** CART_HOLD_MINUTES in ms: how long a child in the cart holds its place after the cart last changed */
  cartHoldMs: number;
  /** MAX_PER_FAMILY: children per family per event where the CMS event gives no maxPerFamily */
  maxPerFamily: number;
  /** WAITLIST_OFFER_HOURS in ms: how long a place offered to the waiting list is held */
  waitlistOfferMs: number;
  /** REMINDER_DAYS_BEFORE: how many days before an event's start its reminder goes */
  reminderDaysBefore: number;
  /** moves `now` forward by `ms` for this process (the developer tool POST /dev/clock; never in production) */
  moveClock: (ms: number) => void;
  /** makes sure the events table matches events.json */
  syncEvents: () => void;
}

export interface AppEnv {
  Variables: { session: Session };
}
