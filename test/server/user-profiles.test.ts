import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_DETAILS, EVENTS, startServer, type Client, type TestServer, type AnyJson, expectFieldErrors } from './helpers';

let server: TestServer;
let demo: Client;
beforeAll(async () => {
  server = await startServer();
  demo = await server.client().login();
});
afterAll(() => server.close());

const fullProfile = {
  first_name: 'Daan',
  last_name: 'Smit',
  ...CHILD_DETAILS,
  gender: 'm',
  needs_medical_attention: true,
  additional_info: 'Neemt een inhaler mee.',
  allergies: 'Geen',
  group_preference: '',
};

describe('without login', () => {
  it('GET /api/user, the session probe of every page, answers 200 with null: a visitor is no error (no red 401 in the console)', async () => {
    const c = await server.client().init();
    const r = await c.get('/api/user');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: null });
  });
});

describe('401 without login', () => {
  it.each([
    ['PUT', '/api/user'],
    ['GET', '/api/user/profiles'],
    ['GET', '/api/user/events'],
    ['POST', '/api/profile'],
    ['PUT', '/api/profile/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/cart'],
    ['POST', '/api/cart'],
    ['DELETE', '/api/cart'],
    ['POST', '/api/cart/checkout'],
    ['GET', '/api/orders/00000000-0000-0000-0000-000000000000'],
  ])('%s %s', async (method, path) => {
    const c = await server.client().init();
    const r = await c.request(method, path, method === 'GET' ? {} : { json: {} });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Je bent niet ingelogd.' });
  });
});

describe('account', () => {
  it('updates name and phone; the e-mail address does not change', async () => {
    const { client } = await server.parent();
    const r = await client.put('/api/user', { first_name: 'Fleur', last_name: 'Jansen', phone: '020 1234567', email: 'ander@example.nl' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ first_name: 'Fleur', last_name: 'Jansen', full_name: 'Fleur Jansen', phone: '020 1234567' });
    expect(r.body.data.email).not.toBe('ander@example.nl');
  });

  it('requires first name, last name and phone', async () => {
    const { client } = await server.parent();
    const r = await client.put('/api/user', { first_name: '', last_name: 'x'.repeat(101) });
    expectFieldErrors(r, {
      first_name: ['Vul je voornaam in.'],
      last_name: ['Je achternaam is te lang. Gebruik maximaal 100 tekens.'],
      phone: ['Vul je telefoonnummer in.'],
    });
  });
});

describe('profiles', () => {
  it('lists the demo children: one complete, one incomplete', async () => {
    const r = await demo.get('/api/user/profiles');
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: AnyJson) => [p.first_name, p.complete])).toEqual([
      ['Sem', true],
      ['Lotte', false],
    ]);
    expect(Object.keys(r.body.data[0]).sort()).toEqual([...Object.keys(fullProfile), 'uuid', 'no_club', 'complete'].sort());
  });

  it('creates a child with first and last name (201), incomplete', async () => {
    const { client } = await server.parent();
    const r = await client.post('/api/profile', { first_name: ' Mila ', last_name: 'de Boer' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      first_name: 'Mila',
      last_name: 'de Boer',
      birthdate: '',
      gender: 'u',
      needs_medical_attention: false,
      complete: false,
    });
    const list = await client.get('/api/user/profiles');
    expect(list.body.data.map((p: AnyJson) => p.first_name)).toContain('Mila');
  });

  it('stores the birth date of a new child when it is sent, and refuses a date that does not exist', async () => {
    const { client } = await server.parent();
    const r = await client.post('/api/profile', { first_name: 'Finn', last_name: 'de Boer', birthdate: '09-04-2019' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ first_name: 'Finn', birthdate: '09-04-2019' });
    const bad = await client.post('/api/profile', { first_name: 'Finn', last_name: 'de Boer', birthdate: '31-02-2019' });
    expectFieldErrors(bad, { birthdate: ['Deze datum bestaat niet. Controleer de dag en de maand.'] });
    const format = await client.post('/api/profile', { first_name: 'Finn', last_name: 'de Boer', birthdate: '2019-04-09' });
    expectFieldErrors(format, { birthdate: ['Vul de geboortedatum in als dd-mm-jjjj, bijvoorbeeld 09-04-2016.'] });
  });

  it('requires both names for a new child', async () => {
    const { client } = await server.parent();
    const r = await client.post('/api/profile', { first_name: 'Mila' });
    expectFieldErrors(r, { last_name: ['Vul de achternaam van je kind in.'] });
  });

  it('saves every field and computes complete', async () => {
    const { client, profile } = await server.parent();
    const r = await client.put(`/api/profile/${profile.uuid}`, fullProfile);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ ...fullProfile, uuid: profile.uuid, no_club: false, complete: true });
    // club, team, position are part of the complete rule (spec §3) but not required (spec §5)
    const without = await client.put(`/api/profile/${profile.uuid}`, { ...fullProfile, club: '' });
    expect(without.status).toBe(200);
    expect(without.body.data.complete).toBe(false);
    // an unknown gender counts as missing
    const unknown = await client.put(`/api/profile/${profile.uuid}`, { ...fullProfile, gender: 'u' });
    expect(unknown.body.data.complete).toBe(false);
  });

  it("'Speelt niet bij een club': a child without club, team and position is complete; kept when left out", async () => {
    const { client, profile } = await server.parent();
    const clubless = { ...fullProfile, club: '', team: '', position: '' };
    expect((await client.put(`/api/profile/${profile.uuid}`, clubless)).body.data.complete).toBe(false);
    const r = await client.put(`/api/profile/${profile.uuid}`, { ...clubless, no_club: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ no_club: true, complete: true });
    // left out: kept
    expect((await client.put(`/api/profile/${profile.uuid}`, clubless)).body.data).toMatchObject({ no_club: true, complete: true });
    // still needs a gender
    expect((await client.put(`/api/profile/${profile.uuid}`, { ...clubless, gender: 'u' })).body.data.complete).toBe(false);
    expect((await client.put(`/api/profile/${profile.uuid}`, { ...clubless, no_club: 'ja' })).status).toBe(422);
  });

  it('keeps optional fields that are left out, and takes "true"/"false" for the medical flag', async () => {
    const { client, profile } = await server.parent();
    await client.put(`/api/profile/${profile.uuid}`, fullProfile);
    const required = {
      first_name: 'Daan',
      last_name: 'Smit',
      birthdate: '09-04-2016',
      street: 'Dorpsweg',
      house_number: '1',
      postal_code: '1234 AB',
      city: 'Ergens',
      country: 'Nederland',
      family_doctor: 'Dokter Visser',
      contact_phone: '0612345678',
    };
    const r = await client.put(`/api/profile/${profile.uuid}`, { ...required, needs_medical_attention: 'false' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ street: 'Dorpsweg', club: 'VV Utrecht', allergies: 'Geen', needs_medical_attention: false });
  });

  it('answers 422 per required field (spec §5)', async () => {
    const { client, profile } = await server.parent();
    const r = await client.put(`/api/profile/${profile.uuid}`, { gender: 'x' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual([
      'first_name',
      'last_name',
      'birthdate',
      'street',
      'house_number',
      'postal_code',
      'city',
      'country',
      'family_doctor',
      'contact_phone',
      'gender',
    ]);
    expect(r.body.errors.birthdate).toEqual(['Vul de geboortedatum in.']);
    expect(r.body.errors.gender).toEqual(['Kies jongen, meisje of onbekend.']);
    for (const messages of Object.values(r.body.errors) as string[][]) expect(messages[0]).toMatch(/\.$/);
  });

  it.each([
    ['9-4-2016', 'Vul de geboortedatum in als dd-mm-jjjj, bijvoorbeeld 09-04-2016.'],
    ['2016-04-09', 'Vul de geboortedatum in als dd-mm-jjjj, bijvoorbeeld 09-04-2016.'],
    ['31-02-2016', 'Deze datum bestaat niet. Controleer de dag en de maand.'],
    ['00-01-2016', 'Deze datum bestaat niet. Controleer de dag en de maand.'],
    ['01-13-2016', 'Deze datum bestaat niet. Controleer de dag en de maand.'],
    ['31-12-1899', 'Vul een geboortejaar in van 1900 of later.'],
    ['01-01-2999', 'De geboortedatum ligt in de toekomst. Controleer het jaar.'],
  ])('refuses birthdate %s', async (birthdate, message) => {
    const { client, profile } = await server.parent();
    const r = await client.put(`/api/profile/${profile.uuid}`, { ...fullProfile, birthdate });
    expectFieldErrors(r, { birthdate: [message] });
  });

  it('accepts 29-02 in a leap year and 01-01-1900', async () => {
    const { client, profile } = await server.parent();
    expect((await client.put(`/api/profile/${profile.uuid}`, { ...fullProfile, birthdate: '29-02-2016' })).status).toBe(200);
    expect((await client.put(`/api/profile/${profile.uuid}`, { ...fullProfile, birthdate: '01-01-1900' })).status).toBe(200);
  });

  it("never shows or changes another parent's profile: 404 like an unknown uuid", async () => {
    const other = await server.parent();
    const r = await demo.put(`/api/profile/${other.profile.uuid}`, fullProfile);
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/\.$/);
    const unknown = await demo.put('/api/profile/5b1fcf5a-fefd-468d-b03e-812822160d1d', fullProfile);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(r.body);
    const list = await other.client.get('/api/user/profiles');
    expect(list.body.data[0]).toMatchObject({ first_name: 'Kind', street: '' });
    expect((await demo.get('/api/user/profiles')).body.data.map((p: AnyJson) => p.uuid)).not.toContain(other.profile.uuid);
  });
});

describe('user events', () => {
  it('lists the demo tickets per event, past ones with trainer feedback', async () => {
    const r = await demo.get('/api/user/events');
    expect(r.status).toBe(200);
    const events = r.body.data as AnyJson[];
    expect(events.map((e) => e.uuid)).toEqual([
      '15956ad1-577c-4451-b805-732855b7d3e8',
      '6b99c670-7c95-4de6-91b2-d12e45c6f83c',
      EVENTS.herfst2026,
      EVENTS.zomer2027,
    ]);
    const zomer2025 = events[0];
    expect(zomer2025.tickets).toHaveLength(2);
    expect(zomer2025.tickets[0]).toMatchObject({ profile: { first_name: 'Sem' }, trainer_name: 'Mark Jansen' });
    expect(zomer2025.tickets[0].feedback_text).toMatch(/Sem/);
    expect(zomer2025.tickets[0].trainer_photo).toBe(`${server.baseUrl}/assets/img/trainer-mark.svg`);
    expect(events[3].tickets[0]).toMatchObject({ feedback_text: null, trainer_name: null, trainer_photo: null });
  });

  it('is empty for a new parent', async () => {
    const { client } = await server.parent();
    expect((await client.get('/api/user/events')).body).toEqual({ data: [] });
  });
});

describe('stock', () => {
  it('answers remaining places; 404 for an unknown event', async () => {
    const c = server.client();
    expect((await c.get(`/api/events/${EVENTS.keeperVoorjaar2027}/stock`)).body).toEqual({ data: { stock: 3, waiting_list: true } });
    expect((await c.get(`/api/events/${EVENTS.zomer2027}/stock`)).body).toEqual({ data: { stock: 39, waiting_list: true } }); // Sem's ticket
    expect((await c.get(`/api/events/${EVENTS.hockeyPasen2027}/stock`)).body).toEqual({ data: { stock: 0, waiting_list: true } });
    const unknown = await c.get('/api/events/00000000-0000-0000-0000-000000000000/stock');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Dit evenement bestaat niet.');
  });
});
