// Starts the reference backend: env PORT (default 3000; 0 = any free port), DATABASE (default
// data/shop.sqlite), BASE_URL (default http://localhost:PORT), MOLLIE_API_KEY (optional: pay with
// Mollie instead of the test checkout; MOLLIE_API_BASE overrides https://api.mollie.com), TRUST_PROXY
// (number of reverse proxies in front whose X-Forwarded-For is trusted; default 0), MAIL_OUTBOX
// (on/off: serve /dev/mail; default on, but off with MOLLIE_API_KEY, where the server is public and
// the outbox would show everyone's reset links and gift-card codes), ALLOWED_ORIGINS (exact origins of
// sites that embed the widgets, comma-separated; see server/http/cors.ts), DEV_TOOLS (local/public: who may
// use /dev/mail and /dev/checkout; default local = only this computer), HOST (the address to listen on;
// default all interfaces), PAYMENTS (test: the test checkout, also with NODE_ENV=production, where the
// server otherwise refuses to start without MOLLIE_API_KEY; mollie: refuse to start without a key),
// NODE_ENV (production: no /dev pages, no GraphQL introspection, no source maps), SMTP_URL and MAIL_FROM
// (deliver mail over SMTP: smtp://user:pass@host:port or smtps://…; without them mail stays in the outbox),
// CART_HOLD_MINUTES (how long a child in the cart holds its place; default 15, fractions allowed),
// WAITLIST_OFFER_HOURS (how long a place offered to the waiting list is held; default 24),
// CMS_IMAGE_HOSTS (origins the pages may load CMS images and media from, besides their own; see server/http/csp.ts),
// REGISTRATIONS_PER_HOUR (accounts one IP address may register in an hour; default 10).
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { PROJECT_ROOT, StartupError, createApp, type ShopApp } from './app';
import { parseAllowedOrigins } from './http/cors';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from './db/seed';
import { MolliePaymentProvider } from './payments/mollie-provider';
import { isLoopback } from './http/client-ip';
import { describeSmtpUrl, smtpSettingsProblem } from './mail/sender';
import { parseImageHosts } from './http/csp';
import { startupTexts } from './texts';

const port = Number(process.env.PORT ?? 3000);
const database = resolve(process.env.DATABASE ?? resolve(PROJECT_ROOT, 'data/shop.sqlite'));

/** Prints why the server does not start and stops (exit code 1). */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const paymentsSetting = process.env.PAYMENTS || (process.env.MOLLIE_API_KEY ? 'mollie' : '');
if (!['', 'test', 'mollie'].includes(paymentsSetting)) refuse(startupTexts.unknownPayments(paymentsSetting));
const mollieKey = paymentsSetting === 'test' ? undefined : process.env.MOLLIE_API_KEY;
if (paymentsSetting === 'mollie' && !mollieKey) refuse(startupTexts.mollieWithoutKey);
const production = process.env.NODE_ENV === 'production';
const smtpUrl = process.env.SMTP_URL || undefined;
const mailFrom = process.env.MAIL_FROM || undefined;
const smtpProblem = smtpUrl ? smtpSettingsProblem(smtpUrl, mailFrom) : null;
if (smtpProblem) refuse(smtpProblem);
const imageHosts = parseImageHosts(process.env.CMS_IMAGE_HOSTS);
if (imageHosts.problem) refuse(imageHosts.problem);
// production: the developer pages do not exist (server/app.ts), whatever MAIL_OUTBOX says
const mailOutbox = !production && (process.env.MAIL_OUTBOX ?? (mollieKey ? 'off' : 'on')) !== 'off';
const devTools = process.env.DEV_TOOLS === 'public' ? 'public' : 'local';
const host = process.env.HOST || undefined;
/** a positive number from the environment, or undefined (the default applies) */
const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);
let shop: ShopApp;
try {
  shop = await createApp({
    database,
    baseUrl: process.env.BASE_URL,
    trustedProxies: Number(process.env.TRUST_PROXY ?? 0) || 0,
    registrationsPerHour: Math.floor(positive(process.env.REGISTRATIONS_PER_HOUR) ?? 0) || undefined,
    allowedOrigins: parseAllowedOrigins(process.env.ALLOWED_ORIGINS),
    mailOutbox,
    devTools,
    // default: the test checkout at /dev/checkout/{id}
    paymentProvider: mollieKey ? () => new MolliePaymentProvider({ apiKey: mollieKey, apiBase: process.env.MOLLIE_API_BASE }) : undefined,
    testPayments: paymentsSetting === 'test',
    cartHoldMinutes: positive(process.env.CART_HOLD_MINUTES),
    waitlistOfferHours: positive(process.env.WAITLIST_OFFER_HOURS),
    cmsImageHosts: imageHosts.hosts,
    mail: smtpUrl && mailFrom ? { smtpUrl, from: mailFrom } : undefined,
  });
} catch (err) {
  if (err instanceof StartupError) refuse(err.message);
  throw err;
}

const server = serve({ fetch: shop.app.fetch, port, hostname: host }, (info: AddressInfo) => {
  const local = `http://localhost:${info.port}`;
  shop.setBaseUrl(process.env.BASE_URL || local);
  console.log(`Demo-site: ${local}`);
  console.log(`Demo-login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (!production) console.log(`Demo-beheer: ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD}`);
  // where the mails go; never the SMTP password
  console.log(
    smtpUrl
      ? `Mail: sent over SMTP via ${describeSmtpUrl(smtpUrl)}, from ${mailFrom}`
      : 'Mail: not sent, kept in the outbox (set SMTP_URL and MAIL_FROM to deliver it)',
  );
  console.log(
    mailOutbox
      ? `Mail-outbox: ${local}/dev/mail`
      : production
        ? 'Mail-outbox: off (NODE_ENV=production)'
        : 'Mail-outbox: off (MAIL_OUTBOX=on to show it)',
  );
  // the outbox shows every reset link and gift-card code
  if (devTools === 'public' && !production && !isLoopback(info.address)) {
    const bar = '!'.repeat(78);
    console.warn(
      [
        bar,
        startupTexts.devToolsPublic(info.address === '::' || info.address === '0.0.0.0' ? 'alle netwerkadressen' : info.address),
        mailOutbox ? 'Iedereen die deze server bereikt, leest de mail-outbox (/dev/mail): elke wachtwoordlink en elke' : '',
        mailOutbox
          ? 'cadeauboncode. Gebruik dit nooit op een openbaar adres.'
          : 'Iedereen die deze server bereikt, kan testbetalingen afronden (/dev/checkout).',
        bar,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
});

const stop = () => {
  server.close(() => {
    shop.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
