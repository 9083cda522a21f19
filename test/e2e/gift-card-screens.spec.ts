import { expect, test } from '@playwright/test';
import { fillGift, next, openForm, toPayment } from './gift-card-form';
import { expectAccessible, uniqueEmail } from './helpers';
import { layoutShiftSoFar, observeLayoutShifts } from './layout-shift';

// The gift-card screens (spec §2 "Gift card screens") in Chromium against the real server: at 375 and
// 1280 px the mount shifts nothing and axe finds nothing on the form, the summary, the success and the
// failed page; on the narrowest phones nothing scrolls sideways.

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 860 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('mounting shifts nothing (CLS < 0.01); axe finds nothing on the form with errors and the balance check', async ({ page }) => {
      await observeLayoutShifts(page);
      await openForm(page);
      await expect(page.getByRole('heading', { name: 'Goed om te weten' }).or(page.getByText('Voor elk evenement'))).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cls = await layoutShiftSoFar(page);
      expect(cls).toBeLessThan(0.01);
      await expect(page.locator('html')).toHaveClass(/sport-gift-card-style/);

      // a name with a line break cannot be typed into an input; invisible-only text counts as empty
      const own = page.getByRole('group', { name: 'Jouw gegevens' });
      await own.getByLabel('Voornaam').fill('\u200B\u200B');
      await own.getByLabel('E-mailadres').fill('geen-adres');
      await own.getByLabel('Achternaam').focus();
      await expect(page.getByText('Vul je voornaam in.').first()).toBeVisible();
      await expect(own.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      await page.getByLabel('Code van je cadeaubon').fill('KADO-BEST-AAT-NIET');
      await page.getByRole('button', { name: 'Saldo bekijken' }).click();
      await expect(page.getByLabel('Code van je cadeaubon')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Deze cadeauboncode bestaat niet. Controleer de code.').first()).toBeVisible();
      await page.getByLabel('Code van je cadeaubon').fill('KADO-DEMO-2026');
      await page.getByRole('button', { name: 'Saldo bekijken' }).click();
      await expect(page.getByText(/Er staat nog €\s50,00 op deze cadeaubon/)).toBeVisible();
      await expectAccessible(page);
    });

    test('axe finds nothing on the summary, success and failed pages', async ({ page }) => {
      await openForm(page);
      await fillGift(page, uniqueEmail('oma'), uniqueEmail('noah'));
      await next(page).click();
      await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
      await expectAccessible(page);
      await toPayment(page, 'Geannuleerd');
      await expect(page.getByRole('heading', { name: 'Je hebt de betaling geannuleerd' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Opnieuw betalen' }).click();
      await toPayment(page, 'Betaald');
      await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe('on the narrowest phones (320 and 375 px)', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px the page does not scroll sideways and every amount fits its choice`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await openForm(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const choices = page.locator('.sport-gift-card__amounts .sport-choice');
      await expect(choices).toHaveCount(5);
      for (const overflow of await choices.evaluateAll((all) => all.map((c) => c.scrollWidth - c.clientWidth)))
        expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('radio', { name: '€ 100,00' })).toBeVisible();
    });
  }
});
