// What the security tests share: one server per test file with an extra event whose title is a script
// (a CMS text that must come out escaped), and the registration body of a new parent.
import { startServer, type TestServer } from './helpers';

export const XSS = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
export const EVIL_EVENT = 'aaaaaaaa-0000-4000-8000-00000000e411';

export let server: TestServer;

/** For the file's beforeAll; close with `server.close()` in its afterAll. */
export async function startWithEvilEvent(): Promise<void> {
  server = await startServer({
    events: (events) => [...events, { ...events[0], id: '966', external_id: EVIL_EVENT, slug: 'xss-2027', title: XSS, initial_stock: 10 }],
  });
}

export const registration = (email: string, name = 'Pieter') => ({
  email,
  password: 'geheim123',
  password_confirmation: 'geheim123',
  first_name: name,
  last_name: 'Bakker',
  phone: '06 98765432',
});
