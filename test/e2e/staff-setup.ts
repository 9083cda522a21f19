import Database from 'better-sqlite3';
import sharp from 'sharp';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, paidOrder, xsrf } from './helpers';

// Set-up of test/e2e/staff.spec.ts, through the API: tickets for a camp that is over (the parent's
// dashboard shows feedback on past events only, and the server takes feedback from the first day on),
// a trainer with a photo, and a second staff session that checks what the phones sent.

export const STAFF = { email: 'beheer@example.nl', password: 'beheer1234' };
/** The demo's Herfstkamp 2026: over, in the CMS and in the shop. */
export const herfstkamp = { uuid: '1fe36a2a-8352-4125-a303-b6896aedfd64', title: 'Herfstkamp 2026' };

/**
 * The children's tickets for the Herfstkamp, ordered and paid as a parent does (cart, checkout, the test
 * payment page). The shop sells no tickets for an event that is over, so for the length of the order the
 * event's end is moved on in the e2e database and put back after (as rush.spec.ts sets places there).
 */
export async function pastTickets(page: Page, profiles: string[]): Promise<void> {
  const file = process.env.E2E_DATABASE;
  test.skip(!file, 'needs the e2e database (npm run test:e2e)');
  const db = new Database(file!);
  const event = db.prepare('SELECT end_date, ended_flag FROM events WHERE uuid = ?').get(herfstkamp.uuid) as {
    end_date: string;
    ended_flag: number;
  };
  try {
    db.prepare('UPDATE events SET end_date = ?, ended_flag = 0 WHERE uuid = ?').run(
      new Date(Date.now() + 86_400_000).toISOString(),
      herfstkamp.uuid,
    );
    await paidOrder(page, herfstkamp.uuid, profiles);
  } finally {
    db.prepare('UPDATE events SET end_date = ?, ended_flag = ? WHERE uuid = ?').run(event.end_date, event.ended_flag, herfstkamp.uuid);
    db.close();
  }
}

/** A trainer with a photo (a PNG the shop re-encodes), made with the staff page's session; answers the trainer's id. */
export async function trainerWithPhoto(page: Page, name: string): Promise<number> {
  const { data } = await api(page, 'POST', '/api/staff/trainers', { name });
  const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const uploaded = await page.request.fetch(`/api/staff/trainers/${String(data.id)}/photo`, {
    method: 'PUT',
    data: photo,
    headers: { 'Content-Type': 'image/png', 'X-XSRF-TOKEN': await xsrf(page), Accept: 'application/json' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return Number(data.id);
}

/** Another staff session (not the browser's): what the server holds, whatever the phone's network does. */
export async function secondStaffSession(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await context.get('/api/csrf-cookie');
  const token = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const login = await context.post('/api/auth/login', {
    data: STAFF,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

/** Who is present at the Herfstkamp, by the children's first names, as the server says. */
export async function presentChildren(staff: APIRequestContext): Promise<string[]> {
  const answer = await staff.get(`/api/staff/events/${herfstkamp.uuid}/participants`, { headers: { Accept: 'application/json' } });
  const { data } = (await answer.json()) as { data: { participants: { first_name: string; present: boolean }[] } };
  return data.participants.filter((p) => p.present).map((p) => p.first_name);
}
