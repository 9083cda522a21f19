import { expect, type Page } from '@playwright/test';

// The gift-card form as a visitor fills it (spec §2 "Gift card screens"), for the gift-card specs: the
// buttons, the form opened, filled as a gift, and the summary on to the shop's test checkout.
export const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true });
/** The summary's last button, named for what it does. */
export const pay = (page: Page) => page.getByRole('button', { name: 'Betalen', exact: true });

/** The form is the widget's, not the template's spinner. */
export async function openForm(page: Page) {
  await page.goto('/cadeaubon');
  await expect(page.getByRole('heading', { name: 'Cadeaubon bestellen' })).toBeVisible();
}

export async function fillGift(
  page: Page,
  buyerEmail: string,
  recipientEmail: string,
  message = 'Veel plezier, lieve Noah! Kijk op https://evil.example',
) {
  await page.getByRole('radio', { name: '€ 50,00' }).check();
  await page.getByRole('group', { name: 'Jouw gegevens' }).getByLabel('Voornaam').fill('Els');
  await page.getByRole('group', { name: 'Jouw gegevens' }).getByLabel('Achternaam').fill('Visser');
  await page.getByRole('group', { name: 'Jouw gegevens' }).getByLabel('E-mailadres').fill(buyerEmail);
  await page.getByRole('switch', { name: 'Dit is een cadeau' }).check();
  const recipient = page.getByRole('group', { name: 'Gegevens van de ontvanger' });
  await recipient.getByLabel('Voornaam').fill('Noah');
  await recipient.getByLabel('Achternaam').fill('de Boer');
  await recipient.getByLabel('E-mailadres').fill(recipientEmail);
  await recipient.getByLabel('Persoonlijk bericht (optioneel)').fill(message);
}

export async function toPayment(page: Page, outcome: 'Betaald' | 'Mislukt' | 'Geannuleerd' | 'Verlopen') {
  await expect(page).toHaveURL(/\/cadeaubon\/summary$/);
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
  await pay(page).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: outcome }).click();
}
