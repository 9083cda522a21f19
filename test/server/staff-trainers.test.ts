// Trainers and feedback (spec §2 "Dashboard details"): a photo is re-encoded to a square of at most
// 400 px without its metadata (no GPS from a phone camera); a file that is no JPEG, PNG or WebP photo,
// or is too large or broken, gets a Dutch 422 and nothing is stored. Feedback written by staff reaches
// the parent's dashboard with the trainer's name and photo, and wins over the demo's.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { photoDir } from '../../server/domain/staff/trainers';
import { DEMO, EVENTS, startServer, withExtraEvents, type Client, type TestServer } from './helpers';
import { paidTicket, staffClient } from './staff-helpers';

const RUNNING = 'aaaaaaaa-0000-4000-8000-000000000501';
const DAY = 86_400_000;
let server: TestServer;
let staff: Client;

beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents({
      id: '9501',
      external_id: RUNNING,
      slug: 'lopend-kamp',
      title: 'Lopend kamp',
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + 5 * DAY).toISOString(),
    }),
  });
  staff = await staffClient(server);
});
afterAll(() => server.close());

/** A phone photo: 1200 × 800 JPEG with EXIF (camera, GPS) and an orientation tag. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Telefoon', Copyright: 'Trainer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 30/1' } })
    .jpeg()
    .toBuffer();

const upload = (id: number, body: BodyInit, type?: string) =>
  staff.request('PUT', `/api/staff/trainers/${id}/photo`, { body, headers: type ? { 'content-type': type } : {} });

it('a phone photo becomes a square JPEG of 400 px without EXIF, served with a year’s caching', async () => {
  const created = await staff.post('/api/staff/trainers', { name: 'Mila Trainer' });
  expect(created.status).toBe(201);
  expect(created.body.data).toEqual({ id: expect.any(Number), name: 'Mila Trainer', photo: null });

  const original = await phonePhoto();
  const before = await sharp(original).metadata();
  expect(before.exif).toBeDefined();
  expect(before.orientation).toBe(6);

  const uploaded = await upload(created.body.data.id, new Uint8Array(original), 'image/jpeg');
  expect(uploaded.status).toBe(200);
  const url = uploaded.body.data.photo;
  expect(url).toMatch(new RegExp(`^${server.baseUrl}/media/trainers/trainer-\\d+-[0-9a-f]{16}\\.jpg$`));
  const served = await fetch(url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const after = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect({ format: after.format, width: after.width, height: after.height }).toEqual({ format: 'jpeg', width: 400, height: 400 });
  expect([after.exif, after.icc, after.xmp, after.orientation]).toEqual([undefined, undefined, undefined, undefined]);

  // a PNG as a multipart form field works too; the old file goes
  const form = new FormData();
  const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#00f' } })
    .png()
    .toBuffer();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mila.png');
  const second = await staff.request('PUT', `/api/staff/trainers/${created.body.data.id}/photo`, { body: form });
  expect(second.status).toBe(200);
  expect((await sharp(Buffer.from(await (await fetch(second.body.data.photo)).arrayBuffer())).metadata()).width).toBe(300);
  expect((await fetch(url)).status).toBe(404);
  expect(readdirSync(photoDir(server.db)).filter((f) => f.startsWith(`trainer-${created.body.data.id}-`))).toHaveLength(1);
});

it('a text file named .jpg, an SVG, a 20 MB file and a broken image get a Dutch 422 and store nothing', async () => {
  const { id } = (await staff.post('/api/staff/trainers', { name: 'Geen Foto' })).body.data;
  const text = new FormData();
  text.append('photo', new Blob(['dit is geen foto'], { type: 'image/jpeg' }), 'foto.jpg');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const big = new Uint8Array(20 * 1024 * 1024);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const real = await phonePhoto();
  const broken = new Uint8Array(real.subarray(0, Math.floor(real.length / 2)));
  const wrongType = 'Dit bestand is geen JPEG-, PNG- of WebP-foto. Kies een foto in een van die formaten.';
  const cases: Array<[string, () => ReturnType<typeof upload>, string]> = [
    ['text named .jpg', () => staff.request('PUT', `/api/staff/trainers/${id}/photo`, { body: text }), wrongType],
    ['svg', () => upload(id, svg, 'image/svg+xml'), wrongType],
    ['20 MB', () => upload(id, big, 'image/jpeg'), 'Deze foto is groter dan 5 MB. Kies een kleinere foto.'],
    [
      'broken',
      () => upload(id, broken, 'image/jpeg'),
      'Deze foto kon niet worden gelezen. Het bestand is misschien beschadigd; kies een andere foto.',
    ],
    ['empty', () => upload(id, new Uint8Array(0), 'image/jpeg'), 'Kies een foto (JPEG, PNG of WebP) om te uploaden.'],
  ];
  for (const [what, send, message] of cases) {
    const answer = await send();
    expect([what, answer.status, answer.body.errors?.photo]).toEqual([what, 422, [message]]);
  }
  expect((await staff.get('/api/staff/trainers')).body.data.find((t: { id: number }) => t.id === id).photo).toBeNull();
  expect(readdirSync(photoDir(server.db)).filter((f) => f.startsWith(`trainer-${id}-`))).toEqual([]);
  expect((await upload(999999, new Uint8Array(real), 'image/jpeg')).status).toBe(404);
});

it('feedback written by staff reaches the parent’s dashboard with the trainer’s name and photo; it replaces the demo’s', async () => {
  const trainers = (await staff.get('/api/staff/trainers')).body.data;
  const mila = trainers.find((t: { name: string }) => t.name === 'Mila Trainer');
  const parent = await paidTicket(server, RUNNING, { name: 'Feedbackouder' });
  const ticket = (await staff.get(`/api/staff/events/${RUNNING}/participants`)).body.data.participants[0].ticket_uuid;
  const written = await staff.put(`/api/staff/tickets/${ticket}/feedback`, {
    feedback_text: '  Super gedaan!\nTot volgend jaar.  ',
    trainer_id: mila.id,
  });
  expect(written.status).toBe(200);
  expect(written.body.data).toEqual({ ticket_uuid: ticket, feedback_text: 'Super gedaan!\nTot volgend jaar.', trainer: mila });
  const dashboard = (await parent.client.get('/api/user/events')).body.data.find((e: { uuid: string }) => e.uuid === RUNNING);
  expect(dashboard.tickets[0]).toMatchObject({
    uuid: ticket,
    feedback_text: 'Super gedaan!\nTot volgend jaar.',
    trainer_name: 'Mila Trainer',
    trainer_photo: mila.photo,
  });

  // the demo's Sem had feedback from Mark Jansen at the summer camp of 2025: staff's new text wins
  const past = (await staff.get(`/api/staff/events/15956ad1-577c-4451-b805-732855b7d3e8/participants`)).body.data.participants;
  const sem = past.find((p: { first_name: string }) => p.first_name === 'Sem');
  expect(sem.feedback_text).toMatch(/^Sem was de hele week enthousiast/);
  expect(
    (await staff.put(`/api/staff/tickets/${sem.ticket_uuid}/feedback`, { feedback_text: 'Nieuwe feedback.', trainer_id: null })).status,
  ).toBe(200);
  const demo = await server.client().login(DEMO.email, DEMO.password);
  const semTicket = (await demo.get('/api/user/events')).body.data
    .flatMap((e: { tickets: object[] }) => e.tickets)
    .find((t: { uuid: string }) => t.uuid === sem.ticket_uuid);
  expect(semTicket).toMatchObject({ feedback_text: 'Nieuwe feedback.', trainer_name: null, trainer_photo: null });

  const log = (await staff.get('/api/staff/log')).body.data.entries.map((e: { action: string }) => e.action);
  expect(log.filter((a: string) => a === 'feedback.write')).toHaveLength(2);
  expect(log).toContain('trainer.photo');
});

it('feedback before the event starts, or with an unknown trainer, is refused', async () => {
  await paidTicket(server, EVENTS.tennis2027, { name: 'Vroeg' });
  const ticket = (await staff.get(`/api/staff/events/${EVENTS.tennis2027}/participants`)).body.data.participants[0].ticket_uuid;
  const early = await staff.put(`/api/staff/tickets/${ticket}/feedback`, { feedback_text: 'Te vroeg.', trainer_id: null });
  expect([early.status, early.body.message]).toEqual([422, 'Feedback kun je schrijven vanaf de eerste dag van het evenement.']);
  const running = (await staff.get(`/api/staff/events/${RUNNING}/participants`)).body.data.participants[0].ticket_uuid;
  const unknown = await staff.put(`/api/staff/tickets/${running}/feedback`, { feedback_text: 'Goed.', trainer_id: 424242 });
  expect(unknown.body.errors).toEqual({ trainer_id: ['Deze trainer bestaat niet. Kies een trainer uit de lijst.'] });
  expect(
    (await staff.put('/api/staff/tickets/00000000-0000-4000-8000-000000000000/feedback', { feedback_text: '', trainer_id: null })).status,
  ).toBe(404);
});
