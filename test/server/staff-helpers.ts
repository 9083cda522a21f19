// Shared by the staff back-office tests: the demo staff account, and a parent with a paid ticket made
// through the real cart, checkout and test payment page.
import { expect } from 'vitest';
import { item, pay, type Client, type TestServer } from './helpers';

export const STAFF = { email: 'beheer@example.nl', password: 'beheer1234' };

export const staffClient = async (server: TestServer): Promise<Client> => server.client().login(STAFF.email, STAFF.password);

/** A new parent whose child has a paid ticket for `event`; profile details and cart extras as given. */
export async function paidTicket(
  server: TestServer,
  event: string,
  options: { name?: string; profile?: object; extra?: object } = {},
): Promise<{ client: Client; email: string; profile: { uuid: string } }> {
  const parent = await server.parent(options.name);
  if (options.profile) {
    const r = await parent.client.put(`/api/profile/${parent.profile.uuid}`, { first_name: 'Kind', last_name: 'Test', ...options.profile });
    expect(r.status).toBe(200);
  }
  expect((await parent.client.post('/api/cart', { items: [item(event, parent.profile.uuid, options.extra)] })).status).toBe(200);
  const checkout = await parent.client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(parent.client, checkout.body.data.payment_url, 'paid');
  return parent;
}
