// The back office's overview, participants list and exports (docs/rules.md "Back office"): ages on the first day, the shirt tally, medical details only on request and logged,
// CSV for Dutch Excel and XLSX with formula-looking cells neutralised, every export logged.
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHILD_DETAILS, startServer, withExtraEvents, type Client, type TestServer } from './helpers';
import { paidTicket, staffClient } from './staff-helpers';

const CAMP = 'aaaaaaaa-0000-4000-8000-000000000301';
let server: TestServer;
let staff: Client;

beforeAll(async () => {
  server = await startServer({
    events: withExtraEvents({
      id: '9301',
      external_id: CAMP,
      slug: 'deelnemerskamp-2027',
      title: 'Deelnemerskamp 2027',
      initial_stock: 10,
    }),
  });
  staff = await staffClient(server);
  await paidTicket(server, CAMP, {
    name: 'Bram',
    profile: {
      ...CHILD_DETAILS,
      first_name: 'Sanne',
      last_name: 'van der Berg',
      birthdate: '20-07-2015', // a day after the first day (19 July 2027): still 11
      gender: 'f',
      needs_medical_attention: true,
      allergies: 'Noten',
      additional_info: '=HYPERLINK("http://aanvaller.example","klik")',
    },
    extra: { with_shirt: true, shirt_size: 'M' },
  });
  await paidTicket(server, CAMP, {
    name: 'Carla',
    profile: { ...CHILD_DETAILS, first_name: '@SUM(1+1)', last_name: 'Aksoy', birthdate: '01-01-2015', contact_phone: '+31 6 12345678' },
    extra: { with_shirt: true, shirt_size: 'M' },
  });
  await paidTicket(server, CAMP, { name: 'Dirk', profile: { ...CHILD_DETAILS, first_name: 'Tim', last_name: '-Zee' } });
}, 60_000);
afterAll(() => server.close());

const logOf = async (action: string) =>
  (await staff.get('/api/staff/log')).body.data.entries.filter((e: { action: string }) => e.action === action);

it('the overview has the event with its places, sold, held, free and revenue; found by part of its title; past ones on request', async () => {
  const all = await staff.get('/api/staff/events');
  const camp = all.body.data.find((e: { uuid: string }) => e.uuid === CAMP);
  expect(camp).toMatchObject({ title: 'Deelnemerskamp 2027', places: 10, sold: 3, held: 0, free: 7, waiting_list: 0, ended: false });
  expect(camp.revenue).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(camp.revenue).not.toBe('0.00');
  expect(all.body.data.every((e: { ended: boolean }) => !e.ended)).toBe(true);
  const found = await staff.get('/api/staff/events?q=DEELNEMERS');
  expect(found.body.data.map((e: { uuid: string }) => e.uuid)).toEqual([CAMP]);
  const past = await staff.get('/api/staff/events?past=1');
  expect(past.body.data.length).toBeGreaterThan(0);
  expect(past.body.data.every((e: { ended: boolean }) => e.ended)).toBe(true);
});

it('the participants: sorted by name (Dutch prefixes aside), ages on the first day, a shirt tally, no medical details unless asked', async () => {
  const list = await staff.get(`/api/staff/events/${CAMP}/participants`);
  expect(list.status).toBe(200);
  const rows = list.body.data.participants;
  expect(rows.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`)).toEqual([
    // a name that starts with a sign sorts before the letters, as in a dictionary
    'Tim -Zee',
    '@SUM(1+1) Aksoy',
    'Sanne van der Berg',
  ]);
  expect(rows[2]).toMatchObject({ age: 11, gender: 'f', shirt_size: 'M', parent_name: 'Bram Test', present: false, present_at: null });
  expect(rows[2].order_number).toMatch(/^SV-\d+$/);
  expect(rows[1].age).toBe(12);
  expect(rows[0].shirt_size).toBe('none');
  expect(list.body.data.shirt_sizes).toEqual([{ size: 'M', count: 2 }]);
  expect(rows.every((p: object) => !('medical' in p))).toBe(true);
  expect(list.body.data).toMatchObject({ medical: false, total: 3, present: 0 });
  expect(await logOf('medical.view')).toEqual([]);

  const medical = await staff.get(`/api/staff/events/${CAMP}/participants?medical=1`);
  expect(medical.body.data.participants[2].medical).toEqual({
    needs_medical_attention: true,
    family_doctor: 'Dokter Visser',
    allergies: 'Noten',
    additional_info: '=HYPERLINK("http://aanvaller.example","klik")',
  });
  expect(await logOf('medical.view')).toEqual([
    expect.objectContaining({ actor: 'beheer@example.nl', subject: CAMP, details: { title: 'Deelnemerskamp 2027', participants: 3 } }),
  ]);
  expect((await staff.get('/api/staff/events/00000000-0000-4000-8000-000000000000/participants')).status).toBe(404);
  expect((await staff.get(`/api/staff/events/${CAMP}/participants?since=gisteren`)).status).toBe(422);
});

it('the CSV opens in Dutch Excel: BOM, ";", a Dutch header, and a cell starting with = + - @ is neutralised', async () => {
  const res = await fetch(`${server.baseUrl}/api/staff/events/${CAMP}/participants.csv?medical=1`, {
    headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="deelnemers-deelnemerskamp-2027.csv"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.subarray(3)).split('\r\n');
  expect(lines[0]).toBe(
    'Voornaam;Achternaam;Geboortedatum;Leeftijd;Geslacht;Shirtmaat;Telefoon noodgeval;Ouder;Telefoon ouder;E-mail ouder;Bestelnummer;Aanwezig;Medische aandacht;Huisarts;Allergieën;Bijzonderheden',
  );
  expect(lines[2]).toMatch(
    /^'@SUM\(1\+1\);Aksoy;01-01-2015;12;;M;'\+31 6 12345678;Carla Test;06 11111111;ouder\d+-\w+@example\.nl;SV-\d+;nee;nee;/,
  );
  expect(lines[3]).toMatch(
    /^Sanne;van der Berg;20-07-2015;11;meisje;M;.*;ja;Dokter Visser;Noten;"'=HYPERLINK\(""http:\/\/aanvaller\.example"",""klik""\)"$/,
  );
  expect(lines[1]).toMatch(/^Tim;'-Zee;/);
  expect(lines[4]).toBe('');
  expect(lines).toHaveLength(5);
});

/** The text of every file in a ZIP (an XLSX is one), read by its central directory. */
function unzip(zip: Buffer): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  const texts: string[] = [];
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const [method, size, local] = [zip.readUInt16LE(at + 10), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 42)];
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    texts.push((method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return texts.join('\n');
}

it('the XLSX has the same rows, neutralised; both exports are in the log', async () => {
  const res = await fetch(`${server.baseUrl}/api/staff/events/${CAMP}/participants.xlsx`, {
    headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const zip = Buffer.from(await res.arrayBuffer());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  const xml = unzip(zip);
  for (const text of ['Voornaam', 'Sanne', "'@SUM(1+1)", "'-Zee", "'+31 6 12345678"]) expect(xml).toContain(text);
  expect(xml).not.toMatch(/<t[^>]*>@SUM/);
  expect(xml).not.toContain('<f>');
  // no medical column without ?medical=1
  expect(xml).not.toContain('Allergieën');
  const exports = [...(await logOf('export.csv')), ...(await logOf('export.xlsx'))];
  expect(exports.map((e: { action: string; details: object }) => [e.action, e.details])).toEqual([
    ['export.csv', { title: 'Deelnemerskamp 2027', rows: 3, medical: true }],
    ['export.xlsx', { title: 'Deelnemerskamp 2027', rows: 3, medical: false }],
  ]);
});
