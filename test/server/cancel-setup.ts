// What the cancel and refund tests share: a server whose hold sweep does not run by itself (so "at once"
// means at once), a parent who paid for children, and the clock set to a moment in Europe/Amsterdam.
import { EVENTS, item, pay, type AnyJson, type Client, type TestServer } from './helpers';

/** Voetbalkamp Zomer 2027 starts 2027-07-19 09:00 (+02:00): the demo order flow's rule frees until 21 June, half back until 12 July. */
export const ZOMER = EVENTS.zomer2027;

/**
 * Moves the server's clock to an Amsterdam wall-clock time in summer ('2027-06-21T23:59'); months later
 * the parent's session has run out, so `paid` logs in again.
 */
export async function setClock(server: TestServer, amsterdamSummer: string, paid?: Paid): Promise<void> {
  server.clock.offset = Date.parse(`${amsterdamSummer}:00+02:00`) - Date.now();
  if (paid) paid.client = await server.client().login(paid.email, 'geheim123');
}

/** An amount as the mails write it: '€ 208,95' with a non-breaking space (shared/format.ts). */
export const euro = (amount: string) => `€\u00a0${amount}`;

export interface Paid {
  client: Client;
  email: string;
  order: string;
  /** the tickets, in the order of the children */
  tickets: string[];
  payment: string;
}

/** A fresh parent orders `children` children (shirt `L` when `shirts`) for `event`, with `codes`, and pays. */
export async function paidOrder(
  server: TestServer,
  { event = ZOMER, children = 1, shirts = false, codes = {} }: { event?: string; children?: number; shirts?: boolean; codes?: object } = {},
): Promise<Paid> {
  const { client, profile, email } = await server.parent();
  const kids = [profile.uuid];
  for (let i = 1; i < children; i++)
    kids.push((await client.post('/api/profile', { first_name: `Kind${i}`, last_name: 'Test' })).body.data.uuid);
  const extra = shirts ? { with_shirt: true, shirt_size: 'L' } : {};
  const cart = await client.post('/api/cart', { items: kids.map((kid) => item(event, kid, extra)), ...codes });
  if (cart.status !== 200) throw new Error(cart.text);
  const checkout = await client.post('/api/cart/checkout');
  if (checkout.status !== 200) throw new Error(checkout.text);
  const { order, payment_url } = checkout.body.data;
  if (new URL(payment_url).pathname.startsWith('/dev/checkout/')) await pay(client, payment_url, 'paid');
  const items = (await client.get(`/api/orders/${order}`)).body.data.items as AnyJson[];
  return { client, email, order, tickets: items.map((i) => i.ticket as string), payment: new URL(payment_url).pathname.split('/').pop()! };
}

export const testRefunds = (server: TestServer) =>
  server.db.prepare('SELECT payment_id, amount_cents, idempotency_key FROM test_provider_refunds ORDER BY created_at').all() as AnyJson[];
