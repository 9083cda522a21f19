// Every environment variable the server reads, with its default and meaning, in the order the
// README's and server/API.md's settings tables list them (scripts/settings-md.ts generates both).
// server/settings.ts reads the environment only by these names (SettingName), so a setting cannot
// be read without being listed here.
import {
  DEFAULT_CART_HOLD_MINUTES,
  DEFAULT_MAX_PER_FAMILY,
  DEFAULT_REGISTRATIONS_PER_HOUR,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_WAITLIST_OFFER_HOURS,
} from './app-options';

export interface Setting {
  name: string;
  /** as the tables show it: `–` for none */
  default: string;
  description: string;
}

export const SETTINGS = [
  { name: 'PORT', default: '`3000`', description: '`0` picks a free port' },
  {
    name: 'DATABASE',
    default: '`data/shop.sqlite`',
    description: 'the SQLite file; its folder is created, the schema migrated and demo data seeded on start',
  },
  {
    name: 'HOST',
    default: 'all interfaces',
    description: 'the address to listen on (`127.0.0.1` keeps the whole server on this computer)',
  },
  {
    name: 'BASE_URL',
    default: '`http://localhost:PORT`',
    description: 'absolute address used in payment return links and mails',
  },
  {
    name: 'MOLLIE_API_KEY',
    default: '–',
    description: 'pay through Mollie instead of the test checkout (`BASE_URL` must then be public: Mollie calls the webhook)',
  },
  {
    name: 'PAYMENTS',
    default: '`mollie` with `MOLLIE_API_KEY`, else `test`',
    description:
      '`test`: the test checkout, also with `NODE_ENV=production` (a trial of the production build; its checkout page is closed there, so nothing can be paid); `mollie`: refuse to start without `MOLLIE_API_KEY`. Anything else refuses to start',
  },
  {
    name: 'MOLLIE_API_BASE',
    default: '`https://api.mollie.com`',
    description:
      "the Mollie API address, for a fake Mollie. Payments go through Mollie's own client (`@mollie/api-client`), which speaks HTTPS only and trusts only the CA bundle it ships (not `NODE_EXTRA_CA_CERTS`; see `test/server/trust-extra-ca.mjs` for how the tests reach their fake); each call gives up after 15 s, a 5xx is tried three times, 2 s apart",
  },
  {
    name: 'SMTP_URL',
    default: '–',
    description:
      'deliver every mail over SMTP: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465`; another scheme refuses to start. Each mail is stored in the outbox first (in the same transaction as the order, reset or gift card that caused it), then sent and marked sent; a failed try is retried after 5 s, 30 s, 2 min, 10 min, 30 min, 1, 2, 4, 8, 8 and 8 hours (31.7 hours in all), then marked failed. Never sent twice after a restart (a mail is claimed before it is sent; a claim left by a dead process is taken back); each mail keeps one `Message-ID` for all its tries. The start prints `Mail: sent over SMTP via smtp://user@host:port, from <MAIL_FROM>` (never the password). Without it mail stays in the outbox only',
  },
  {
    name: 'MAIL_FROM',
    default: '–',
    description:
      "the sender of every mail, e.g. `Sportkamp Vooruit <noreply@sportkamp.nl>`; its domain is used in each mail's `Message-ID`; required with `SMTP_URL` (the server refuses to start without it)",
  },
  {
    name: 'MAIL_OUTBOX',
    default: '`on`, but `off` with `MOLLIE_API_KEY`',
    description:
      "serve the mail outbox at `/dev/mail`; it shows every account's mails (reset links, gift-card codes) to anyone who can reach the server, so never `on` on a public address with real accounts. Off, the start's last line reads `Mail-outbox: off (MAIL_OUTBOX=on to show it)`",
  },
  {
    name: 'DEV_TOOLS',
    default: '`local`',
    description:
      'who may use the developer pages (`/dev/mail`, `/dev/mail.json`, `/dev/checkout/…`, `/dev/clock`): `local` answers only clients on this computer (loopback: 127.0.0.0/8, ::1; behind `TRUST_PROXY` the client the proxy names), everyone else gets 404; `public` answers everyone, and a start on a non-loopback address then prints a loud `WAARSCHUWING`',
  },
  {
    name: 'TRUST_PROXY',
    default: '`0`',
    description:
      'number of reverse proxies in front of the server whose `X-Forwarded-For` counts: for the login, registration and reset-link throttles, the gift-card code throttle, and who is "this computer" for `DEV_TOOLS=local`. With `N`, the address N places from the right of `X-Forwarded-For` + peer (what the outermost trusted proxy saw); entries further left are the client\'s own claims and never count. With `0`, a request that carries `X-Forwarded-For`, `Forwarded` or `X-Real-IP` is never "this computer" (a proxy on the same machine forwarded it)',
  },
  {
    name: 'HSTS',
    default: '`on`',
    description:
      'with an `https:` `BASE_URL` every answer carries `Strict-Transport-Security: max-age=31536000; includeSubDomains` (browsers then never use plain HTTP for the site, a year long). `off` leaves the header to the proxy in front (set it there, or browsers go without). With an `http:` `BASE_URL` it is never sent',
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: '–',
    description:
      'exact origins of sites that embed the widgets and serve the account, order and gift-card pages themselves (`https://www.club.nl,https://club.nl`): CORS with credentials (preflight cached 2 hours, `Vary: Origin`) and payment returns for them only (the anonymous reads answer any site); an entry that is not an exact origin stops the start',
  },
  {
    name: 'CMS_IMAGE_HOSTS',
    default: '–',
    description:
      'origins besides the site\'s own that CMS images and media may load from, separated by commas or spaces (`https://images.ctfassets.net,https://cdn.club.nl`); added to the pages\' CSP `img-src` and `media-src`. An entry that is not a bare `http(s)://` origin (a path, a wildcard) refuses to start (`De server start niet: CMS_IMAGE_HOSTS bevat "…". …`)',
  },
  {
    name: 'REGISTRATIONS_PER_HOUR',
    default: `\`${DEFAULT_REGISTRATIONS_PER_HOUR}\``,
    description:
      "accounts one IP address may register in an hour (every valid form counts, also one for an address already in use, so registration cannot list accounts faster); the next gets 429 with `Retry-After`. Behind a proxy set `TRUST_PROXY`, or every visitor shares the proxy's address",
  },
  {
    name: 'CART_HOLD_MINUTES',
    default: `\`${DEFAULT_CART_HOLD_MINUTES}\``,
    description:
      'how long a child in the cart holds its place after the cart last changed (fractions allowed); a cart change and `POST /api/cart/hold` extend it while the event has free places, to at most twice this time after the child first got its place. A checkout never extends a hold: a new order of the same parent keeps the end of the reservation before it',
  },
  {
    name: 'MAX_PER_FAMILY',
    default: `\`${DEFAULT_MAX_PER_FAMILY}\``,
    description:
      "children one account may sign up for one event (tickets, cart and waiting list together) unless the CMS event's `maxPerFamily` says otherwise; the next is refused with 422 `Je kunt voor dit evenement maximaal 4 kinderen inschrijven.` Four covers a family's children of one age group while one account with made-up child profiles cannot take a camp's places",
  },
  {
    name: 'WAITLIST_OFFER_HOURS',
    default: `\`${DEFAULT_WAITLIST_OFFER_HOURS}\``,
    description:
      'how long a place offered to the waiting list is held for the parent it was mailed to (fractions allowed); then it goes to the next in line',
  },
  {
    name: 'PASSWORD_HASH_COST',
    default: '`14`',
    description:
      "scrypt's cost for new password hashes as a power of two (N = 2^value), a whole number from 10 to 20; below 14 refused with `NODE_ENV=production`. The tests run with `10` (as Laravel's tests run bcrypt with 4 rounds): a hash then takes 4 ms instead of 25–75 ms. Stored hashes keep their own cost, so changing it logs nobody out",
  },
  {
    name: 'REMINDER_DAYS_BEFORE',
    default: `\`${DEFAULT_REMINDER_DAYS_BEFORE}\``,
    description:
      "how many days before an event's start each parent with a ticket gets the reminder mail (the children, when and where, what to bring, the .ics); once per parent and event, not for canceled tickets nor for an order paid after that moment (fractions allowed)",
  },
  {
    name: 'NODE_ENV',
    default: '–',
    description:
      "`production`: source maps (`*.map`) and the build metafile (`dist/meta.json`, also as `meta.json/` or `meta.json%2F`) are not served (404); the mail outbox and the test checkout (`/dev/…`) do not exist for anyone, this computer included; GraphQL introspection is refused; without `MOLLIE_API_KEY` or `PAYMENTS=test` the server refuses to start (`De server start niet: NODE_ENV=production zonder echte betaalprovider. …`, exit code 1). Otherwise a script's map is named in a `SourceMap` header",
  },
] as const satisfies readonly Setting[];

export type SettingName = (typeof SETTINGS)[number]['name'];
