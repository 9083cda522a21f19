import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_CONTACT_EMAIL, readTheme } from '../../server/mail/layout';
import { CHILD_DETAILS, EVENTS, pay, startServer, type AnyJson, type TestServer } from './helpers';

// Mails that look like the shop: one branded HTML layout for every mail, always a plain-text part,
// everything people typed escaped, and 'vul de gegevens aan' only for a child whose details are missing.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}
const mailsTo = (email: string) =>
  (
    server.db
      .prepare('SELECT to_address AS "to", subject, text, html, links FROM mails WHERE to_address = ? ORDER BY id')
      .all(email) as AnyJson[]
  ).map((m): StoredMail => ({ ...m, links: JSON.parse(m.links) }));

const theme = readTheme(readFileSync(new URL('../../shared/ui/styles.css', import.meta.url), 'utf8'));

const fullProfile = { ...CHILD_DETAILS, gender: 'f', needs_medical_attention: false };

async function paidOrder(complete: boolean[]) {
  const parent = await server.parent('Noor');
  const kids = [parent.profile.uuid];
  for (let i = 1; i < complete.length; i++)
    kids.push((await parent.client.post('/api/profile', { first_name: `Kind${i}`, last_name: 'Test' })).body.data.uuid);
  for (const [i, kid] of kids.entries()) {
    if (complete[i])
      await parent.client.put(`/api/profile/${kid}`, { ...fullProfile, first_name: i ? `Kind${i}` : 'Kind', last_name: 'Test' });
  }
  await parent.client.post('/api/cart', {
    items: kids.map((kid) => ({ product_id: EVENTS.tennis2027, profile_id: kid, with_shirt: false, shirt_size: 'none' })),
  });
  const { body } = await parent.client.post('/api/cart/checkout');
  await pay(parent.client, body.data.payment_url, 'paid');
  const mail = mailsTo(parent.email).find((m) => m.subject.startsWith('Bevestiging'));
  if (!mail) throw new Error('no confirmation mail');
  return { mail, kids };
}

describe('one branded layout', () => {
  it('every mail has the shop’s header in the theme colour of shared/ui/styles.css, its footer with the contact, and a plain-text part', async () => {
    const { email } = await server.parent('Sanne');
    const [welcome] = mailsTo(email);
    expect(theme.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(welcome!.html).toMatch(new RegExp(`class="mail-header" style="background:${theme.primary};[^"]*">.*Sportkamp Vooruit</td>`));
    expect(welcome!.html).toContain(`class="mail-footer"`);
    expect(welcome!.html).toContain(`<a href="mailto:${SHOP_CONTACT_EMAIL}"`);
    // the plain-text part: the same words, no markup, with the contact
    expect(welcome!.text).toMatch(/^Hallo,\n\nWelkom bij Sportkamp Vooruit!/);
    expect(welcome!.text).not.toMatch(/<[a-z]/i);
    expect(welcome!.text).toContain(`Vragen? Mail naar ${SHOP_CONTACT_EMAIL}.`);
  });

  it('escapes a crafted name, and an address someone typed does not become a link', async () => {
    // a gift card's mails greet the buyer by name (a paid purchase; the welcome mail greets no one by name)
    const c = await server.client().init();
    const email = `sluw-${Date.now()}@example.nl`;
    const crafted = '<img src=x onerror=alert(1)> "Sam" & https://kwaad.example';
    const r = await c.post('/api/gift-card', { amount: 25, gift: false, first_name: crafted, last_name: 'Test', email });
    expect(r.status).toBe(200);
    await pay(c, r.body.data.payment_url, 'paid');
    const [mail] = mailsTo(email);
    expect(mail!.html).toContain('Hoi &lt;img src=x onerror=alert(1)&gt; &quot;Sam&quot; &amp; https://kwaad.example,');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('href="https://kwaad.example');
    expect(mail!.links.some((link) => link.includes('kwaad'))).toBe(false);
    // the text part keeps the name as typed: plain text has nothing to escape
    expect(mail!.text).toContain(`Hoi ${crafted},`);
  });
});

describe("the order mail's 'vul de gegevens aan'", () => {
  it('asks for the details of the one incomplete child, with a link to that child’s profile', async () => {
    const { mail, kids } = await paidOrder([true, false]);
    expect(mail.text).toContain('Vul de gegevens van Kind1 aan, zodat onze trainers weten wat ze moeten weten.');
    expect(mail.text).not.toContain('Vul de gegevens van Kind aan');
    expect(mail.links).toContain(`${server.baseUrl}/account/profiles/${kids[1]}`);
    expect(mail.html).toContain(`href="${server.baseUrl}/account/profiles/${kids[1]}"`);
  });

  it('names every incomplete child and links to the profiles', async () => {
    const { mail } = await paidOrder([false, false]);
    expect(mail.text).toContain('Vul de gegevens van Kind en Kind1 aan');
    expect(mail.links).toContain(`${server.baseUrl}/account/profiles`);
  });

  it('says nothing about details when every child is complete', async () => {
    const { mail } = await paidOrder([true]);
    expect(mail.text).not.toMatch(/gegevens van .* aan|aanvullen/i);
    expect(mail.links.some((link) => link.includes('/account/profiles'))).toBe(false);
    expect(mail.html).toContain('class="mail-header"');
  });
});
