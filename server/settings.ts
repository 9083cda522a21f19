// The server's settings, written once: SETTINGS names each environment variable with its default
// and meaning (the README's and server/API.md's tables are generated from it: scripts/settings-md.ts),
// and readSettings reads them, only through that list, into createApp's options plus where to
// listen, or refuses with the Dutch reason main.ts prints (texts.ts startupTexts). Pure: no process,
// no file, no network, so every refusal is tested in process (test/server/settings.test.ts).
import { DEFAULT_PASSWORD_HASH_COST } from './lib/crypto';
import { resolve } from 'node:path';
import { PROJECT_ROOT, StartupError, type CreateAppOptions } from './app-options';
import { parseAllowedOrigins } from './http/cors';
import { parseImageHosts } from './http/csp';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from './db/seed';
import { isLoopback } from './http/client-ip';
import { describeSmtpUrl, smtpSettingsProblem } from './mail/sender';
import type { DevToolsAccess } from './routes/dev';
import type { SettingName } from './settings-table';
import { startupTexts } from './texts';

export { SETTINGS, type SettingName } from './settings-table';

/** The environment, as process.env gives it */
export type Env = Readonly<Record<string, string | undefined>>;

export interface Settings {
  /** PORT (0: any free port) */
  port: number;
  /** HOST: undefined listens on all interfaces */
  host: string | undefined;
  /** BASE_URL when set, else the address the server listens on (known once it listens) */
  baseUrl: string | undefined;
  production: boolean;
  devTools: DevToolsAccess;
  mailOutbox: boolean;
  /** SMTP_URL and MAIL_FROM, checked */
  smtp: { url: string; from: string } | undefined;
  /** MOLLIE_API_KEY (unless PAYMENTS=test) and MOLLIE_API_BASE: main.ts makes the provider */
  mollie: { apiKey: string; apiBase: string | undefined } | undefined;
  /** createApp's options, all but the payment provider */
  options: CreateAppOptions;
}

/** a positive number, or undefined (the default applies) */
const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);

/**
 * The settings of `env`, or a StartupError with the reason in Dutch (PAYMENTS, MOLLIE_API_KEY,
 * SMTP_URL/MAIL_FROM, CMS_IMAGE_HOSTS, NODE_ENV=production without a real provider), in that order.
 * An ALLOWED_ORIGINS entry that is not an origin throws a plain Error (http/cors.ts), as it always did.
 */
export function readSettings(env: Env): Settings {
  const get = (name: SettingName): string | undefined => env[name];
  const refuse = (message: string): never => {
    throw new StartupError(message);
  };

  const payments = get('PAYMENTS') || (get('MOLLIE_API_KEY') ? 'mollie' : '');
  if (!['', 'test', 'mollie'].includes(payments)) refuse(startupTexts.unknownPayments(payments));
  const mollieKey = payments === 'test' ? undefined : get('MOLLIE_API_KEY');
  if (payments === 'mollie' && !mollieKey) refuse(startupTexts.mollieWithoutKey);
  const production = get('NODE_ENV') === 'production';
  const smtpUrl = get('SMTP_URL') || undefined;
  const mailFrom = get('MAIL_FROM') || undefined;
  const smtpProblem = smtpUrl ? smtpSettingsProblem(smtpUrl, mailFrom) : null;
  if (smtpProblem) refuse(smtpProblem);
  const imageHosts = parseImageHosts(get('CMS_IMAGE_HOSTS'));
  if (imageHosts.problem) refuse(imageHosts.problem);
  const allowedOrigins = parseAllowedOrigins(get('ALLOWED_ORIGINS'));
  const hashCost = get('PASSWORD_HASH_COST');
  const passwordHashCost = hashCost === undefined || hashCost === '' ? undefined : Number(hashCost);
  if (passwordHashCost !== undefined && !(Number.isInteger(passwordHashCost) && passwordHashCost >= 10 && passwordHashCost <= 20))
    refuse(startupTexts.passwordHashCost(hashCost!));
  if (production && passwordHashCost !== undefined && passwordHashCost < DEFAULT_PASSWORD_HASH_COST)
    refuse(startupTexts.passwordHashCostInProduction(hashCost!));
  // a production server with the test provider would take orders that no one can pay (server/app.ts)
  if (production && !mollieKey && payments !== 'test') refuse(startupTexts.testPaymentsInProduction);
  // production: the developer pages do not exist (server/app.ts), whatever MAIL_OUTBOX says
  const mailOutbox = !production && (get('MAIL_OUTBOX') ?? (mollieKey ? 'off' : 'on')) !== 'off';
  const devTools: DevToolsAccess = get('DEV_TOOLS') === 'public' ? 'public' : 'local';

  return {
    port: Number(get('PORT') ?? 3000),
    host: get('HOST') || undefined,
    baseUrl: get('BASE_URL') || undefined,
    production,
    devTools,
    mailOutbox,
    smtp: smtpUrl && mailFrom ? { url: smtpUrl, from: mailFrom } : undefined,
    mollie: mollieKey ? { apiKey: mollieKey, apiBase: get('MOLLIE_API_BASE') } : undefined,
    options: {
      database: resolve(get('DATABASE') ?? resolve(PROJECT_ROOT, 'data/shop.sqlite')),
      baseUrl: get('BASE_URL'),
      production,
      trustedProxies: Number(get('TRUST_PROXY') ?? 0) || 0,
      registrationsPerHour: Math.floor(positive(get('REGISTRATIONS_PER_HOUR')) ?? 0) || undefined,
      allowedOrigins,
      mailOutbox,
      devTools,
      testPayments: payments === 'test',
      cartHoldMinutes: positive(get('CART_HOLD_MINUTES')),
      waitlistOfferHours: positive(get('WAITLIST_OFFER_HOURS')),
      reminderDaysBefore: positive(get('REMINDER_DAYS_BEFORE')),
      hsts: get('HSTS') !== 'off',
      maxPerFamily: Math.floor(positive(get('MAX_PER_FAMILY')) ?? 0) || undefined,
      cmsImageHosts: imageHosts.hosts,
      passwordHashCost,
      mail: smtpUrl && mailFrom ? { smtpUrl, from: mailFrom } : undefined,
    },
  };
}

/**
 * What the start prints once the server listens (server/API.md "Start"): the lines, and for
 * DEV_TOOLS=public on an address others can reach, a loud warning (stderr).
 */
export function startLines(settings: Settings, listening: { port: number; address: string }): { lines: string[]; warning: string | null } {
  const local = `http://localhost:${listening.port}`;
  const { smtp, mailOutbox, production, devTools } = settings;
  const lines = [
    `Demo-site: ${local}`,
    `Demo-login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
    // the demo staff account exists only outside production (server/db/seed.ts)
    ...(production ? [] : [`Demo-beheer: ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD}`]),
    // where the mails go; never the SMTP password
    smtp
      ? `Mail: sent over SMTP via ${describeSmtpUrl(smtp.url)}, from ${smtp.from}`
      : 'Mail: not sent, kept in the outbox (set SMTP_URL and MAIL_FROM to deliver it)',
    mailOutbox
      ? `Mail-outbox: ${local}/dev/mail`
      : production
        ? 'Mail-outbox: off (NODE_ENV=production)'
        : 'Mail-outbox: off (MAIL_OUTBOX=on to show it)',
  ];
  // the outbox shows every reset link and gift-card code
  if (devTools !== 'public' || production || isLoopback(listening.address)) return { lines, warning: null };
  const bar = '!'.repeat(78);
  const where = listening.address === '::' || listening.address === '0.0.0.0' ? 'alle netwerkadressen' : listening.address;
  const warning = [
    bar,
    startupTexts.devToolsPublic(where),
    mailOutbox ? 'Iedereen die deze server bereikt, leest de mail-outbox (/dev/mail): elke wachtwoordlink en elke' : '',
    mailOutbox
      ? 'cadeauboncode. Gebruik dit nooit op een openbaar adres.'
      : 'Iedereen die deze server bereikt, kan testbetalingen afronden (/dev/checkout).',
    bar,
  ]
    .filter(Boolean)
    .join('\n');
  return { lines, warning };
}
