import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, uniqueEmail } from './helpers';

// The short order number, as a parent meets it: after paying, the success page shows the short order
// number and the amount paid, and the confirmation mail carries the same number in its subject.
const tennisweek = { slug: 'tennisweek-zomer-2027', uuid: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', title: 'Tennisweek Zomer 2027' };

async function api(page: Page, path: string, data: unknown) {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const response = await page.request.post(path, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('the success page shows the order number and the amount paid; the mail has the same number', async ({ page }) => {
  const email = uniqueEmail('bon');
  const password = 'geheim-wachtwoord-1';
  await api(page, '/api/auth/register', {
    email,
    password,
    password_confirmation: password,
    first_name: 'Lotte',
    last_name: 'Smit',
    phone: '0612345678',
  });
  const child = await api(page, '/api/profile', { first_name: 'Fenna', last_name: 'Smit' });
  await api(page, '/api/cart', { items: [{ product_id: tennisweek.uuid, profile_id: child.uuid, with_shirt: false, shirt_size: 'none' }] });

  await page.goto(`/order/${tennisweek.slug}/summary`);
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/succes\?order=/);
  const receipt = page.getByRole('region', { name: 'Je bestelling' });
  await expect(receipt).toBeVisible();
  const number = (await receipt.getByRole('definition').first().textContent()) ?? '';
  expect(number).toMatch(/^SV-\d{4,6}$/);
  await expect(receipt.getByRole('term')).toHaveText(['Bestelnummer', 'Betaald']);
  await expect(receipt.getByRole('definition').last()).toHaveText('€\u00a0165,00');
  await expectAccessible(page);

  // the parent's mails: a welcome after registering, then the confirmation with the same number
  const mails = (await (await page.request.get('/dev/mail.json')).json()) as OutboxMail[];
  const own = mails.filter((m) => m.to === email).map((m) => m.subject);
  expect(own).toEqual([`Bevestiging van je inschrijving ${number}: ${tennisweek.title}`, 'Welkom bij Sportkamp Vooruit']);
  // and the operator finds it by the number
  const found = (await (await page.request.get(`/dev/mail.json?q=${encodeURIComponent(number)}`)).json()) as OutboxMail[];
  expect(found.map((m) => m.to)).toEqual([email]);
  expect(found[0]!.text).toContain('Wanneer: 2 t/m 6 augustus 2027');
});
