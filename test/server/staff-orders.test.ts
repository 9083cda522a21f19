// The back office's orders and log (docs/rules.md "Back office"): an order found by its
// number, the parent's name or e-mail address, with its lines, payments, status and the mails sent.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENTS, startServer, type Client, type TestServer } from './helpers';
import { paidTicket, staffClient } from './staff-helpers';

let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startServer();
  staff = await staffClient(server);
});
afterAll(() => server.close());

it('an order is found by number, name or e-mail address and shows its lines, payments and mails', async () => {
  const parent = await paidTicket(server, EVENTS.tennis2027, { name: 'Zoekbaar', extra: { with_shirt: true, shirt_size: 'L' } });
  const mine = (await parent.client.get('/api/user/orders')).body.data[0];
  const number: string = mine.number;
  expect(number).toMatch(/^SV-\d+$/);

  for (const q of [number, number.slice(3), 'zoekbaar', parent.email.toUpperCase()]) {
    const found = await staff.get(`/api/staff/orders?q=${encodeURIComponent(q)}`);
    expect([q, found.body.data.map((o: { number: string }) => o.number)]).toEqual([q, [number]]);
  }
  expect((await staff.get('/api/staff/orders?q=%25')).body.data).toEqual([]);
  expect((await staff.get('/api/staff/orders?q=niemand-hier')).body.data).toEqual([]);
  const latest = (await staff.get('/api/staff/orders')).body.data;
  expect(latest[0]).toMatchObject({ number, status: 'paid', parent_name: 'Zoekbaar Test', event_uuid: EVENTS.tennis2027 });

  const detail = await staff.get(`/api/staff/orders/${latest[0].uuid}`);
  expect(detail.status).toBe(200);
  expect(detail.body.data).toMatchObject({
    order: { number, status: 'paid', parent_email: parent.email },
    parent_phone: '06 11111111',
    lines: [{ child_name: 'Kind Test', with_shirt: true, shirt_size: 'L', price: '165.00', shirt_price: '22.50' }],
    payments: [{ provider: 'test', amount: '187.50', status: 'paid' }],
  });
  expect(detail.body.data.mails.map((m: { subject: string }) => m.subject)).toEqual([expect.stringContaining(number)]);
  expect((await staff.get('/api/staff/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

it('the log is newest first and paged', async () => {
  for (let i = 0; i < 3; i++) await staff.post('/api/staff/trainers', { name: `Trainer ${i}` });
  const first = await staff.get('/api/staff/log');
  expect(first.body.data).toMatchObject({ page: 1, per_page: 50 });
  const names = first.body.data.entries.slice(0, 3).map((e: { subject: string }) => e.subject);
  expect(names).toEqual(['Trainer 2', 'Trainer 1', 'Trainer 0']);
  const total = first.body.data.total;
  const beyond = await staff.get(`/api/staff/log?page=${Math.ceil(total / 50) + 1}`);
  expect(beyond.body.data.entries).toEqual([]);
  expect((await staff.get('/api/staff/log?page=nul')).body.data.page).toBe(1);
});
