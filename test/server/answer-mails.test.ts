// The answers to an event's questions in the mails (docs/rules.md "Questions per event"): the order
// confirmation and the reminder repeat each child's answers in words (Ja/Nee, the option's text), an
// unanswered optional question left out, in the text part and escaped in the HTML part; the reminder
// has the answers as they are then. Nothing of the sort for an event without questions. Read as sent:
// the outbox over HTTP (/dev/mail.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminders } from '../../server/domain/reminders';
import { setClock } from './cancel-setup';
import { EVENTS, item, pay, startServer, type AnyJson, type TestServer } from './helpers';

const SWIM = EVENTS.zwemkamp2027; // from 2027-07-12 09:30 (+02:00): the reminder's moment is 2027-07-05 09:30
const TENNIS = EVENTS.tennis2027; // no questions

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ holdSweepMs: 3_600_000, reminderSweepMs: 3_600_000 });
  await setClock(server, '2027-06-01T10:00');
});
afterAll(() => server.close());

/** A fresh parent orders Kind Test and Kind1 Test for `event` with these answers per child, and pays. */
async function paidWith(event: string, answers: object[]) {
  const { client, profile, email } = await server.parent();
  const kids = [profile.uuid];
  for (let i = 1; i < answers.length; i++)
    kids.push((await client.post('/api/profile', { first_name: `Kind${i}`, last_name: 'Test' })).body.data.uuid);
  expect((await client.post('/api/cart', { items: kids.map((kid) => item(event, kid)) })).status).toBe(200);
  if (event === SWIM) {
    const items = kids.map((kid, i) => ({ profile_id: kid, answers: answers[i] }));
    expect((await client.put('/api/cart/answers', { items })).status).toBe(200);
  }
  const checkout = await client.post('/api/cart/checkout');
  expect(checkout.status).toBe(200);
  await pay(client, checkout.body.data.payment_url, 'paid');
  const tickets = (await client.get(`/api/orders/${checkout.body.data.order}`)).body.data.items.map((i: AnyJson) => i.ticket as string);
  return { client, email, tickets };
}

const sent = async (email: string, subject: string): Promise<AnyJson> => {
  const outbox = (await server.client().get(`/dev/mail.json?q=${encodeURIComponent(email)}`)).body as AnyJson[];
  const found = outbox.filter((m) => m.to === email && m.subject.startsWith(subject));
  expect(found).toHaveLength(1);
  return found[0];
};

const ANSWERS = { zwemdiploma: 'yes', fotos: 'no', zwemgroep: 'Gevorderden', ophalen: 'Oma <b>Ans</b> & "opa"' };

describe('the order confirmation', () => {
  it('repeats each child’s answers in words, an empty optional one left out, escaped in the HTML part', async () => {
    const { email } = await paidWith(SWIM, [ANSWERS, { zwemdiploma: 'no', fotos: 'yes', zwemgroep: 'Beginners' }]);
    const mail = await sent(email, 'Bevestiging van je inschrijving');
    expect(mail.text).toContain(
      [
        'Je antwoorden voor Kind Test:',
        '- Heeft je kind zwemdiploma A? Ja',
        '- Mag je kind op foto’s op onze site? Nee',
        '- In welke groep wil je kind zwemmen? Gevorderden',
        '- Wie haalt je kind op? Oma <b>Ans</b> & "opa"',
      ].join('\n') + '\n\n',
    );
    expect(mail.text).toContain(
      [
        'Je antwoorden voor Kind1 Test:',
        '- Heeft je kind zwemdiploma A? Nee',
        '- Mag je kind op foto’s op onze site? Ja',
        '- In welke groep wil je kind zwemmen? Beginners',
      ].join('\n') + '\n\n',
    );
    expect(mail.text.match(/Wie haalt je kind op\?/g)).toHaveLength(1);
    expect(mail.text).toContain('Klopt er een antwoord niet meer? Tot de eerste dag pas je het aan in je account, bij het evenement.');

    expect(mail.html).toContain(
      'Je antwoorden voor Kind Test:<br>- Heeft je kind zwemdiploma A? Ja<br>- Mag je kind op foto’s op onze site? Nee<br>' +
        '- In welke groep wil je kind zwemmen? Gevorderden<br>- Wie haalt je kind op? Oma &lt;b&gt;Ans&lt;/b&gt; &amp; &quot;opa&quot;</p>',
    );
    expect(mail.html).toContain('Je antwoorden voor Kind1 Test:<br>- Heeft je kind zwemdiploma A? Nee<br>');
    expect(mail.html).not.toContain('<b>Ans');
  });

  it('has no answers for an event without questions', async () => {
    const { email } = await paidWith(TENNIS, [{}]);
    const mail = await sent(email, 'Bevestiging van je inschrijving');
    expect(mail.text).not.toContain('Je antwoorden');
    expect(mail.text).not.toContain('Klopt er een antwoord niet meer?');
    expect(mail.html).not.toContain('Je antwoorden');
  });
});

describe('the reminder', () => {
  it('repeats the answers as they are at its moment, changed ones included', async () => {
    const { client, email, tickets } = await paidWith(SWIM, [ANSWERS]);
    const changed = await client.put(`/api/tickets/${tickets[0]}/answers`, {
      answers: { zwemdiploma: 'no', fotos: 'no', zwemgroep: 'Wedstrijdzwemmers', ophalen: '' },
    });
    expect(changed.status).toBe(200);
    await setClock(server, '2027-07-05T09:31');
    expect(sendReminders(server.shop.deps)).toBeGreaterThan(0);
    const mail = await sent(email, 'Herinnering');
    const block = [
      'Je antwoorden voor Kind Test:',
      '- Heeft je kind zwemdiploma A? Nee',
      '- Mag je kind op foto’s op onze site? Nee',
      '- In welke groep wil je kind zwemmen? Wedstrijdzwemmers',
    ].join('\n');
    expect(mail.text).toContain(`${block}\n\n`);
    expect(mail.text).not.toContain('Wie haalt je kind op?');
    expect(mail.html).toContain(`${block.replace(/\n/g, '<br>')}</p>`);
    expect(mail.text).toContain('Klopt er een antwoord niet meer?');
  });
});
