// A fake of Mollie's v2 payments API for the tests of server/payments/mollie-provider.ts, answering as
// docs.mollie.com describes: POST /v2/payments (201, honours Idempotency-Key), GET and DELETE
// /v2/payments/{id}, POST /v2/payments/{id}/refunds (201 with status 'pending', honours Idempotency-Key;
// 422 for a payment that is not paid or an amount above what is left), errors as application/hal+json { status, title, detail }, and the webhook: Mollie
// posts only `id=tr_…` to the payment's webhookUrl and the shop fetches the payment.
//
// The official client speaks HTTPS only, so the fake serves HTTPS with a certificate made for this
// run with `openssl req -x509` (node:crypto cannot issue certificates).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakePayment {
  id: string;
  status: MollieStatus;
  body: Record<string, unknown> & { redirectUrl: string; webhookUrl?: string; amount: { value: string; currency: string } };
  createdAt: string;
}

export interface FakeMollie {
  /** https://127.0.0.1:port, for MOLLIE_API_BASE */
  base: string;
  /** the PEM file of the certificate, for NODE_EXTRA_CA_CERTS */
  caFile: string;
  payments: Map<string, FakePayment>;
  /** refunds made, by id (each as Mollie answered it) */
  refunds: Map<string, { id: string; paymentId: string; amount: { value: string; currency: string }; status: string }>;
  /** every request, in order */
  calls: Array<{ method: string; path: string; auth?: string; idempotencyKey?: string; userAgent?: string }>;
  /** answer 503 to everything while true */
  down: boolean;
  /** how long each answer waits (ms) */
  delayMs: number;
  /** the payer (or Mollie's clock) changes the status; then Mollie calls the webhook, as it does */
  settle(id: string, status: MollieStatus): Promise<Response | undefined>;
  close(): Promise<void>;
}

const hal = { 'content-type': 'application/hal+json' };

function paymentJson(base: string, p: FakePayment) {
  const stamp = new Date().toISOString();
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.body.amount,
    description: p.body.description,
    method: null,
    metadata: p.body.metadata ?? null,
    status: p.status,
    isCancelable: p.status === 'open',
    ...(p.status === 'open' ? { expiresAt: new Date(Date.parse(p.createdAt) + 15 * 60_000).toISOString() } : {}),
    ...(p.status === 'paid' ? { paidAt: stamp } : {}),
    ...(p.status === 'canceled' ? { canceledAt: stamp } : {}),
    ...(p.status === 'expired' ? { expiredAt: stamp } : {}),
    ...(p.status === 'failed' ? { failedAt: stamp } : {}),
    profileId: 'pfl_fake',
    sequenceType: 'oneoff',
    redirectUrl: p.body.redirectUrl,
    webhookUrl: p.body.webhookUrl,
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' } } : {}),
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  };
}

const error = (status: number, title: string, detail: string) => ({
  status,
  title,
  detail,
  _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
});

/** A certificate for localhost and 127.0.0.1, made for this run. */
function makeCertificate(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(caFile, 'utf8'), caFile };
}

export async function startFakeMollie(apiKey: string): Promise<FakeMollie> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  const { key, cert, caFile } = makeCertificate(dir);
  const payments = new Map<string, FakePayment>();
  /** Idempotency-Key → the answer of the first request (Mollie keeps them for a while) */
  const answered = new Map<string, string>();
  let base = '';

  const fake: FakeMollie = {
    base: '',
    caFile,
    payments,
    refunds: new Map(),
    calls: [],
    down: false,
    delayMs: 0,
    async settle(id, status) {
      const p = payments.get(id)!;
      p.status = status;
      if (!p.body.webhookUrl) return undefined;
      return fetch(p.body.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };

  const server: Server = createServer({ key, cert }, (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', base).pathname;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      fake.calls.push({
        method: req.method ?? '',
        path,
        auth: req.headers.authorization,
        idempotencyKey,
        userAgent: req.headers['user-agent'],
      });
      const send = (status: number, body: unknown) =>
        setTimeout(() => {
          res.writeHead(status, hal);
          res.end(JSON.stringify(body));
        }, fake.delayMs);
      if (fake.down) return send(503, error(503, 'Service Unavailable', 'The service is temporarily unavailable.'));
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return send(401, error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'));

      if (req.method === 'POST' && path === '/v2/payments') {
        if (idempotencyKey && answered.has(idempotencyKey)) return send(201, JSON.parse(answered.get(idempotencyKey)!));
        const body = JSON.parse(raw || '{}') as FakePayment['body'];
        if (!body.amount?.value || !body.description || !body.redirectUrl)
          return send(422, error(422, 'Unprocessable Entity', 'The amount, description and redirectUrl are required'));
        const id = `tr_fake${payments.size + 1}x${Math.random().toString(36).slice(2, 8)}`;
        const payment: FakePayment = { id, status: 'open', body, createdAt: new Date().toISOString() };
        payments.set(id, payment);
        const answer = paymentJson(base, payment);
        if (idempotencyKey) answered.set(idempotencyKey, JSON.stringify(answer));
        return send(201, answer);
      }
      const refundOf = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path);
      if (req.method === 'POST' && refundOf) {
        if (idempotencyKey && answered.has(idempotencyKey)) return send(201, JSON.parse(answered.get(idempotencyKey)!));
        const paid = payments.get(decodeURIComponent(refundOf[1]!));
        if (!paid) return send(404, error(404, 'Not Found', `No payment exists with token ${refundOf[1]}.`));
        const body = JSON.parse(raw || '{}') as { amount?: { value: string; currency: string }; description?: string };
        const cents = (value: string) => Math.round(Number(value) * 100);
        const left =
          cents(paid.body.amount.value) -
          [...fake.refunds.values()].filter((r) => r.paymentId === paid.id).reduce((sum, r) => sum + cents(r.amount.value), 0);
        if (paid.status !== 'paid') return send(422, error(422, 'Unprocessable Entity', 'The payment cannot be refunded'));
        if (!body.amount?.value || cents(body.amount.value) > left)
          return send(422, error(422, 'Unprocessable Entity', 'The amount is higher than the amount that is left to refund'));
        const refund = { id: `re_fake${fake.refunds.size + 1}`, paymentId: paid.id, amount: body.amount, status: 'pending' };
        fake.refunds.set(refund.id, refund);
        const answer = {
          resource: 'refund',
          ...refund,
          description: body.description ?? '',
          createdAt: new Date().toISOString(),
          _links: { self: { href: `${base}/v2/payments/${paid.id}/refunds/${refund.id}`, type: 'application/hal+json' } },
        };
        if (idempotencyKey) answered.set(idempotencyKey, JSON.stringify(answer));
        return send(201, answer);
      }
      const match = /^\/v2\/payments\/([^/]+)$/.exec(path);
      const payment = match ? payments.get(decodeURIComponent(match[1]!)) : undefined;
      if (match && !payment) return send(404, error(404, 'Not Found', `No payment exists with token ${match[1]}.`));
      if (payment && req.method === 'GET') return send(200, paymentJson(base, payment));
      if (payment && req.method === 'DELETE') {
        if (payment.status !== 'open') return send(422, error(422, 'Unprocessable Entity', 'The payment cannot be canceled'));
        payment.status = 'canceled';
        return send(200, paymentJson(base, payment));
      }
      return send(404, error(404, 'Not Found', 'The resource does not exist.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.base = base;
  return fake;
}
