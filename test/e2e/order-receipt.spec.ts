import { expect, test } from '@playwright/test';
import { api, expectAccessible, newChild, newParent, outbox, payOnSummary } from './helpers';

// The short order number, as a parent meets it: after paying, the success page shows the short order
// number and the amount paid, and the confirmation mail carries the same number in its subject.
const tennisweek = { slug: 'tennisweek-zomer-2027', uuid: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', title: 'Tennisweek Zomer 2027' };

test('the success page shows the order number and the amount paid; the mail has the same number', async ({ page }) => {
  const email = await newParent(page, 'Lotte', 'Smit');
  const child = await newChild(page, 'Fenna', 'Smit');
  await api(page, 'POST', '/api/cart', {
    items: [{ product_id: tennisweek.uuid, profile_id: child, with_shirt: false, shirt_size: 'none' }],
  });

  await page.goto(`/order/${tennisweek.slug}/summary`);
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  await payOnSummary(page);

  await expect(page).toHaveURL(/\/succes\?order=/);
  const receipt = page.getByRole('region', { name: 'Je bestelling' });
  await expect(receipt).toBeVisible();
  const number = (await receipt.getByRole('definition').first().textContent()) ?? '';
  expect(number).toMatch(/^SV-\d{4,6}$/);
  await expect(receipt.getByRole('term')).toHaveText(['Bestelnummer', 'Betaald']);
  await expect(receipt.getByRole('definition').last()).toHaveText('€\u00a0165,00');
  await expectAccessible(page);

  // the parent's mails: a welcome after registering, then the confirmation with the same number
  const mails = await outbox(page.request);
  const own = mails.filter((m) => m.to === email).map((m) => m.subject);
  expect(own).toEqual([`Bevestiging van je inschrijving ${number}: ${tennisweek.title}`, 'Welkom bij Sportkamp Vooruit']);
  // and the operator finds it by the number
  const found = await outbox(page.request, number);
  expect(found.map((m) => m.to)).toEqual([email]);
  expect(found[0]!.text).toContain('Wanneer: 2 t/m 6 augustus 2027');
});
