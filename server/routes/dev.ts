// Developer pages: the mail outbox (/dev/mail, /dev/mail.json) and the test payment provider's
// checkout page (/dev/checkout/{id}) and its refunds (/dev/refunds). Dutch, like the rest of the demo. Only outside production, and
// only for clients on this computer unless DEV_TOOLS=public (server/app.ts mounts them).
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { listMails, type OutboxMail } from '../domain/mail';
import { safeEqual } from '../lib/crypto';
import { escapeHtml } from '../lib/html';
import { formatEuro } from '../lib/money';
import { listTestRefunds } from '../db/refunds';
import type { TestPaymentProvider } from '../payments/test-provider';
import { FINAL_PAYMENT_STATUSES } from '../payments/provider';
import { readBody } from '../http/body';
import { defineRoute } from '../http/route';
import { E, arrayOf, form, html, json, ref, str } from '../openapi/parts';
import { texts } from '../texts';
import { clientIp, isLoopback } from '../http/client-ip';

/**
 * Who may use the developer pages: 'local' (the default) answers only clients
 * on this computer (loopback), anyone else gets a 404 as if they did not exist; 'public' answers
 * everyone (env DEV_TOOLS=public, e.g. a demo reached from another device on the network).
 */
export type DevToolsAccess = 'local' | 'public';

const page = (title: string, body: string) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2b3a; }
  main { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  article, .card { background: #fff; border-radius: .5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #5b6775; font-size: .9rem; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
  a { color: #0b6e4f; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  .buttons { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: .4rem; border: 0; cursor: pointer; color: #fff; }
  button[value=paid] { background: #0b6e4f; } button[value=failed] { background: #b3261e; }
  button[value=canceled] { background: #5b6775; } button[value=expired] { background: #8a5a00; }
  button.search { background: #0b6e4f; } input[type=search] { font: inherit; padding: .5rem; margin-top: .25rem; }
  .delivery { margin: 0 0 .75rem; font-weight: 600; } .delivery--sent { color: #0b6e4f; } .delivery--failed { color: #b3261e; }
  .note { background: #fff8e1; border-left: 4px solid #f5b700; padding: .5rem .75rem; }
</style></head>
<body><main>${body}</main></body></html>`;

const OUTCOMES = FINAL_PAYMENT_STATUSES; // the test checkout's buttons: every way a payment can end
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: string): value is Outcome => (OUTCOMES as readonly string[]).includes(value);

const STATUS_LABELS: Record<Outcome, string> = {
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

/**
 * 'local': anyone not on this computer gets a 404, as if the pages did not exist (app.use on /dev/*).
 * Whether the mail outbox is served at all is MAIL_OUTBOX: it shows every mail of every account, reset
 * links and gift-card codes included, to anyone who can reach the server (see main.ts).
 */
export const localClientsOnly =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // behind a trusted proxy the proxy is the peer: count the client it names, not the proxy
    if (!isLoopback(clientIp(c, deps.trustedProxies)) || forwardedUntrusted(c, deps.trustedProxies))
      return c.json({ message: texts.devPageNotFound }, 404);
    await next();
  };

/**
 * A request that names a client in a forwarding header while no proxy is trusted (TRUST_PROXY=0)
 * came through a proxy the operator did not declare, e.g. nginx on this same computer: its peer
 * address is loopback, but the client is somewhere else. It is not "this computer".
 */
function forwardedUntrusted(c: Context, trustedProxies: number): boolean {
  if (trustedProxies > 0) return false;
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
}

/**
 * Only the links the server put in a mail become clickable; an address someone typed into a name or
 * a message stays text. `text` is already escaped, so the links are compared escaped.
 */
function linkServerLinks(text: string, links: string[]): string {
  let out = text;
  for (const link of links) {
    const escaped = escapeHtml(link);
    out = out.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return out;
}

const tries = (n: number) => (n === 1 ? '1 poging' : `${n} pogingen`);

/** Where a mail is on its way out, in the operator's words. */
function deliveryState(m: OutboxMail, time: Intl.DateTimeFormat): string {
  const at = (iso: string | null) => (iso ? time.format(new Date(iso)) : '');
  switch (m.status) {
    case 'local':
      return 'Niet verstuurd: alleen in deze outbox (geen SMTP_URL ingesteld)';
    case 'queued':
      return m.attempts === 0
        ? 'In de wachtrij om te versturen'
        : `Nog niet afgeleverd na ${tries(m.attempts)}; volgende poging ${at(m.next_attempt_at)}. Laatste fout: ${m.last_error ?? 'onbekend'}`;
    case 'sending':
      return 'Wordt nu verstuurd';
    case 'sent':
      return `Verstuurd ${at(m.sent_at)}${m.attempts > 1 ? ` (na ${tries(m.attempts)})` : ''}`;
    case 'failed':
      return `Mislukt na ${tries(m.attempts)}, niet meer geprobeerd: ${m.last_error ?? 'onbekende fout'}`;
  }
}

/** ?q= on the outbox: only mails whose address, subject or text contains it, e.g. an order number ('SV-4821') */
const MAIL_QUERY = { name: 'q', description: 'only mails whose address, subject or text contains this', example: 'SV-4821' };
const notShown = E[404]('Not shown to this client');

export const DEV_MAIL_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/dev/mail',
    id: 'devMailOutbox',
    summary: 'Mail outbox (HTML; loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    query: [MAIL_QUERY],
    responses: { '200': { description: 'HTML', ...html }, '404': notShown },
    handle: (c, { deps }) => mailPage(c, deps),
  }),
  defineRoute({
    method: 'get',
    path: '/dev/mail.json',
    id: 'devMailOutboxJson',
    summary: 'Mail outbox, newest first (loopback clients only unless DEV_TOOLS=public)',
    access: 'public',
    query: [MAIL_QUERY],
    responses: { '200': { description: 'Mails', ...json(arrayOf(ref('Mail'))) }, '404': notShown },
    handle: (c, { deps }) => c.json(listMails(deps.db, c.req.query('q') ?? ''), 200, { 'Cache-Control': 'no-store' }),
  }),
];

function mailPage(c: Context<AppEnv>, deps: Deps) {
  const query = c.req.query('q') ?? '';
  const mails = listMails(deps.db, query);
  const time = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'medium' });
  const list = mails.length
    ? mails
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">Aan ${escapeHtml(m.to)} · ${escapeHtml(time.format(new Date(m.created_at)))}</p>
  <p class="delivery delivery--${m.status}">${escapeHtml(deliveryState(m, time))}</p>
  ${m.attachments.map((a) => `<p class="meta">Bijlage: ${escapeHtml(a.filename)} (${escapeHtml(a.content_type)}, ${a.size} bytes)</p>`).join('\n  ')}
  <pre>${linkServerLinks(escapeHtml(m.text), m.links)}</pre>
</article>`,
        )
        .join('\n')
    : `<p class="card">${query ? 'Geen e-mails gevonden.' : 'Er zijn nog geen e-mails verstuurd.'}</p>`;
  const search = `<form class="card" method="get" role="search"><label for="q">Zoek op bestelnummer, e-mailadres of tekst</label>
  <input id="q" name="q" type="search" value="${escapeHtml(query)}" placeholder="SV-4821"> <button type="submit" class="search">Zoeken</button></form>`;
  return c.html(
    page(
      'Uitgaande e-mail',
      `<h1>Uitgaande e-mail</h1><p class="meta">Alle e-mails die de server verstuurt, nieuwste eerst. Als JSON: <a href="/dev/mail.json">/dev/mail.json</a>.</p>${search}${list}`,
    ),
    200,
    { 'Cache-Control': 'no-store' },
  );
}

const DEV_404 = {
  description: 'Unknown payment (HTML) or not shown to this client (JSON)',
  content: { 'text/html': { schema: str }, 'application/json': { schema: ref('Error') } },
};

/** mounted only when the payments go to the test provider (server/app.ts) */
const testProviderOf = (deps: Deps) => deps.payments as TestPaymentProvider;

export const DEV_CHECKOUT_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/dev/checkout/{id}',
    id: 'devCheckoutPage',
    summary: 'Test payment page with the buttons Betaald, Mislukt, Geannuleerd, Verlopen',
    access: 'public',
    responses: { '200': { description: 'HTML', ...html }, '404': DEV_404 },
    handle: (c, { deps, params }) => checkoutPage(c, testProviderOf(deps), params.id!),
  }),
  // The form carries the payment's own secret token (only on the page above), so another site
  // cannot post an outcome. Then, like the real provider: store, call the webhook, redirect.
  defineRoute({
    method: 'post',
    path: '/dev/checkout/{id}',
    id: 'devCheckoutOutcome',
    summary: 'Chooses the outcome (form: token from the page, status paid|failed|canceled|expired); calls the webhook, redirects back',
    access: 'public',
    requestBody: form({
      type: 'object',
      required: ['token', 'status'],
      properties: { token: str, status: { enum: ['paid', 'failed', 'canceled', 'expired'] } },
    }),
    responses: {
      '303': { description: 'Back to the shop', headers: { Location: { schema: str } } },
      '403': { description: 'Wrong form token', ...html },
      '404': DEV_404,
      '413': E[413],
      '422': { description: 'Not one of the four outcomes', ...html },
    },
    handle: (c, { deps, params }) => checkoutOutcome(c, testProviderOf(deps), params.id!),
  }),
  // what the test provider gave back (docs/rules.md "Cancellation"), as Mollie's dashboard shows refunds
  defineRoute({
    method: 'get',
    path: '/dev/refunds',
    id: 'devRefunds',
    summary: 'The test provider’s refunds, newest first (HTML)',
    access: 'public',
    responses: { '200': { description: 'HTML', ...html }, '404': DEV_404 },
    handle: (c, { deps }) => c.html(refundsPage(deps), 200, { 'Cache-Control': 'no-store' }),
  }),
];

function refundsPage(deps: Deps): string {
  const time = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });
  const rows = listTestRefunds(deps.db).map(
    (r) => `<article><h2>${escapeHtml(formatEuro(r.amount_cents))} terugbetaald</h2>
  <p class="meta">${escapeHtml(time.format(r.created_at))} · betaling ${escapeHtml(r.payment_id)} · ${escapeHtml(r.id)}</p>
  <pre>${escapeHtml(r.description)}</pre></article>`,
  );
  return page('Terugbetalingen', `<h1>Terugbetalingen (testbetaalprovider)</h1>${rows.join('\n') || '<p>Nog geen terugbetalingen.</p>'}`);
}

function checkoutPage(c: Context<AppEnv>, testProvider: TestPaymentProvider, id: string) {
  const payment = testProvider.find(id);
  if (!payment) return c.html(page('Betaling niet gevonden', '<h1>Deze betaling bestaat niet</h1>'), 404);
  const head = `<h1>Testbetaling</h1>
<div class="card">
  <p class="meta">${escapeHtml(payment.description)}</p>
  <p class="amount">${escapeHtml(formatEuro(payment.amount_cents))}</p>`;
  if (payment.status !== 'open') {
    return c.html(
      page(
        'Testbetaling',
        `${head}<p>Deze betaling is al afgerond: <strong>${escapeHtml(isOutcome(payment.status) ? STATUS_LABELS[payment.status] : payment.status)}</strong>.</p>
  <p><a href="${escapeHtml(payment.redirect_url)}">Terug naar de webshop</a></p></div>`,
      ),
    );
  }
  return c.html(
    page(
      'Testbetaling',
      `${head}
  <p class="note">Dit is de testbetaalpagina van de demo-server: er wordt geen echt geld afgeschreven. Kies de uitkomst van de betaling.</p>
  <form method="post">
    <input type="hidden" name="token" value="${escapeHtml(payment.form_token)}">
    <div class="buttons">
      ${OUTCOMES.map((s) => `<button type="submit" name="status" value="${s}">${STATUS_LABELS[s]}</button>`).join('\n      ')}
    </div>
  </form>
</div>`,
    ),
    200,
    { 'Cache-Control': 'no-store' },
  );
}

async function checkoutOutcome(c: Context<AppEnv>, testProvider: TestPaymentProvider, id: string) {
  const payment = testProvider.find(id);
  if (!payment) return c.html(page('Betaling niet gevonden', '<h1>Deze betaling bestaat niet</h1>'), 404);
  const body = await readBody(c).catch(() => ({}));
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const token = typeof fields.token === 'string' ? fields.token : '';
  const status = typeof fields.status === 'string' ? fields.status : '';
  if (!safeEqual(token, payment.form_token))
    return c.html(page('Ongeldig formulier', '<h1>Dit formulier is ongeldig</h1><p>Open de betaalpagina opnieuw.</p>'), 403);
  // only the four outcomes: `status in STATUS_LABELS` also let 'constructor' and '__proto__' through
  if (!isOutcome(status)) return c.html(page('Ongeldige keuze', '<h1>Kies een van de knoppen</h1>'), 422);
  if (testProvider.setStatus(payment.id, status)) await testProvider.deliverWebhook(payment);
  return c.redirect(payment.redirect_url, 303);
}
