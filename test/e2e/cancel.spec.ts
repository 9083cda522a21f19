import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, newChild, newParent, outbox, paidOrder } from './helpers';
import { voetbalkamp } from './order-journey';

// Undoing an order (docs/rules.md "Cancellation") on a 375 px phone: a parent with a paid order for two
// children cancels one in the dashboard's dialog, sees the server's amounts, the ticket leaves the
// upcoming list, the receipt shows the refund, the mail is in the outbox, and axe finds nothing.
test.use({ viewport: { width: 375, height: 740 } });
// a registration, a payment on the test checkout and the dashboard's calls: slow on a busy 2-core machine
test.slow();

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
}

/** WCAG 2.2 "Target size (minimum)": at least 24 by 24 px. */
async function bigEnough(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the screen').not.toBeNull();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
}

test('a parent cancels one child of two: the amounts, the ticket gone, the refund on the receipt, the mail', async ({ page }) => {
  const email = await newParent(page, 'Sanne', 'Jansen');
  const children = [await newChild(page, 'Sem', 'Jansen'), await newChild(page, 'Lotte', 'Jansen')];
  await paidOrder(page, voetbalkamp.uuid, children);

  await page.goto('/account');
  const upcoming = page.getByRole('region', { name: 'Komende evenementen' });
  const cancelSem = upcoming.getByRole('button', { name: `Annuleren (Sem Jansen, ${voetbalkamp.title})` });
  await expect(cancelSem).toBeVisible({ timeout: 20_000 });
  await expect(upcoming.getByRole('button', { name: `Annuleren (Lotte Jansen, ${voetbalkamp.title})` })).toBeVisible();
  await bigEnough(cancelSem);
  await fitsTheScreen(page);

  await cancelSem.click();
  const dialog = page.getByRole('dialog', { name: 'Inschrijving van Sem annuleren' });
  await expect(dialog).toContainText(`Je annuleert de inschrijving van Sem Jansen voor ${voetbalkamp.title}.`);
  // the server's numbers: Sem's share of the € 378,00 paid, all of it back within the free weeks
  await expect(dialog.getByRole('listitem')).toHaveText([/^€\s189,00 terug op je rekening$/]);
  await expect(dialog).toContainText('Annuleringsregels: Tot vier weken voor de start annuleer je kosteloos');
  const keep = dialog.getByRole('button', { name: 'Nee, terug' });
  const confirm = dialog.getByRole('button', { name: 'Ja, annuleer Sem' });
  await expect(keep).toBeFocused();
  await bigEnough(keep);
  await bigEnough(confirm);
  await fitsTheScreen(page);
  await expectAccessible(page, 'dialog.sport-cancel');

  await confirm.click();
  const result = dialog.getByRole('status');
  await expect(result).toContainText(`De inschrijving van Sem Jansen voor ${voetbalkamp.title} is geannuleerd.`);
  await expect(result).toContainText(/€\s189,00 gaat terug naar je rekening/);
  await expect(result).toBeFocused();
  await expectAccessible(page, 'dialog.sport-cancel');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();

  // Sem's ticket is gone, Lotte's stays; focus is on the event the parent was working in
  await expect(upcoming.getByRole('button', { name: /Sem Jansen/ })).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: /Lotte Jansen/ })).toBeVisible();
  await expect(upcoming.getByRole('heading', { level: 3, name: voetbalkamp.title })).toBeFocused();

  // the receipt: partly refunded, Sem's line marked, the refund line with where, status and amount
  const receipt = page.getByRole('region', { name: 'Je bestellingen' }).getByRole('article').first();
  await expect(receipt.getByRole('term')).toHaveText(['Bestelnummer', 'Datum', 'Bedrag', 'Terugbetaald', 'Status']);
  await expect(receipt.getByRole('definition').nth(3)).toHaveText(/^€\s189,00$/);
  await expect(receipt.getByRole('definition').nth(4)).toHaveText('Deels terugbetaald');
  await expect(receipt.getByRole('table', { name: 'Wat je kocht' }).getByRole('row').first()).toContainText(
    'Deelname Sem Jansen Geannuleerd',
  );
  const refunds = receipt.getByRole('table', { name: 'Terugbetalingen' }).getByRole('row');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText(/^Terug naar je rekening \d{1,2} \p{L}+ \d{4} · Terugbetaald€\s189,00$/u);
  await receipt.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
  await expectAccessible(page);

  // the mail says it, with the amount
  const mails = await outbox(page.request, email);
  const mail = mails.find((m) => m.subject.startsWith(`Annulering van Sem Jansen voor ${voetbalkamp.title}`));
  expect(mail, `a cancel mail to ${email}`).toBeDefined();
  expect(mail!.to).toBe(email);
  expect(mail!.text).toMatch(/€\s189,00/);
});
