// The reminder before an event's first day (docs/rules.md "Reminder"): REMINDER_DAYS_BEFORE (7) days before
// the start each parent with a live ticket gets one mail with the children, when and where, what to bring,
// the .ics and a link for an incomplete profile; once per parent and event, also across a restart; none
// for canceled tickets, none for an order paid after that moment, none before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sendReminders } from '../../server/domain/reminders';
import { paidOrder, setClock, type Paid } from './cancel-setup';
import { DEMO, startServer, type AnyJson, type TestServer } from './helpers';

let server: TestServer;
let early: Paid;
let twoChildren: Paid;
let canceled: Paid;

const remindersTo = (email: string) => server.mails().filter((m) => m.to === email && m.subject.startsWith('Herinnering'));

beforeAll(async () => {
  server = await startServer({ holdSweepMs: 3_600_000, reminderSweepMs: 3_600_000 });
  // Voetbalkamp Zomer 2027 starts 2027-07-19 09:00 (+02:00): the reminder's moment is 2027-07-12 09:00
  await setClock(server, '2027-06-01T10:00');
  early = await paidOrder(server);
  twoChildren = await paidOrder(server, { children: 2 });
  canceled = await paidOrder(server);
  expect((await canceled.client.post(`/api/tickets/${canceled.tickets[0]}/cancel`)).status).toBe(200);
  // one of the two children canceled: the mail names only the other
  expect((await twoChildren.client.post(`/api/tickets/${twoChildren.tickets[1]}/cancel`)).status).toBe(200);
});
afterAll(() => server.close());

describe('the reminder', () => {
  it('is not sent before its moment', async () => {
    await setClock(server, '2027-07-12T08:59');
    expect(sendReminders(server.shop.deps)).toBe(0);
    expect(remindedParents()).toEqual([]);
  });

  it('goes at its moment to each parent with a live ticket, once, with the children, when, where, what to bring and the .ics', async () => {
    await setClock(server, '2027-07-12T09:01');
    // the demo parent's Sem has a ticket too
    expect(sendReminders(server.shop.deps)).toBe(3);
    expect(sendReminders(server.shop.deps)).toBe(0);
    expect(remindedParents().sort()).toEqual([DEMO.email, early.email, twoChildren.email].sort());
    expect(remindedParents()).not.toContain(canceled.email);
    const [mail] = remindersTo(early.email);
    expect(mail!.subject).toBe('Herinnering: Voetbalkamp Zomer 2027 begint maandag 19 juli 2027 om 09:00');
    expect(mail!.text).toContain('Wanneer: ');
    expect(mail!.text).toContain('Waar: ');
    // the CMS event's own text (events.json `reminder`)
    expect(mail!.text).toContain('Wat neem je mee? Voetbalschoenen én gympen, scheenbeschermers');
    // the child's profile is not complete: a link to complete it
    expect(mail!.text).toMatch(/Vul de gegevens van Kind aan/);
    expect(mail!.links).toEqual(expect.arrayContaining([expect.stringMatching(/\/account\/profiles\/[0-9a-f-]+$/)]));
    const outbox = (await server.client().get(`/dev/mail.json?q=${encodeURIComponent(early.email)}`)).body as AnyJson[];
    const listed = outbox.find((m) => m.subject.startsWith('Herinnering'));
    expect(listed.attachments).toEqual([expect.objectContaining({ filename: 'voetbalkamp-zomer-2027.ics' })]);
    // of two children, the canceled one is not named
    const [two] = remindersTo(twoChildren.email);
    expect(two!.text).toMatch(/Kind gaat mee\./);
  });

  it('is not sent for an order paid after the moment (that parent got the confirmation), nor again after a restart', async () => {
    await setClock(server, '2027-07-13T10:00');
    const late = await paidOrder(server);
    expect(sendReminders(server.shop.deps)).toBe(0);
    expect(remindersTo(late.email)).toEqual([]);
    // a second process on the same database file: its sweep at the start finds nothing left to send
    const again = await createApp({
      database: server.database,
      contentDir: server.contentDir,
      now: () => Date.now() + server.clock.offset,
      renderPage: () => ({ status: 200, html: '' }),
    });
    try {
      await again.swept;
    } finally {
      again.close();
    }
    expect(remindedParents().sort()).toEqual([DEMO.email, early.email, twoChildren.email].sort());
    expect(remindersTo(early.email)).toHaveLength(1);
  });

  it('is not sent once the event has started', async () => {
    await setClock(server, '2027-07-19T09:30');
    expect(sendReminders(server.shop.deps)).toBe(0);
  });
});

const remindedParents = () => [
  ...new Set(
    server
      .mails()
      .filter((m) => m.subject.startsWith('Herinnering'))
      .map((m) => m.to),
  ),
];
