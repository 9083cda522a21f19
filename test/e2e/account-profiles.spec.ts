import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, newParent } from './helpers';

// spec §2 "Profile list", /account/profiles/{uuid}, /account/gegevens; §4 "Incomplete-profile banner",
// "Profile save", "Account save"; §5 "New child", "Profile edit required", "Birthdate".
// Every test registers its own parent: the demo parent is never changed.

/** A new parent, registered through the API with the page's cookies (so logged in), on the account's
 *  overview. The registration form itself is tested where it is the subject (login-journey.spec.ts,
 *  account-messages.spec.ts). */
async function registerAndLogIn(page: Page, firstName = 'Eva', lastName = 'Bos') {
  const email = await newParent(page, firstName, lastName);
  await page.goto('/account');
  // a fresh load of the account area (bundle, user, dashboard): on a busy machine more than expect's 7 s
  await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${firstName} ${lastName}` })).toBeVisible({ timeout: 20_000 });
  return email;
}

async function addChild(page: Page, first: string, last: string, button = 'Voeg nog een kind toe') {
  await page.getByRole('button', { name: button }).click();
  const save = page.getByRole('button', { name: 'Kind opslaan' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Vul de voornaam en de achternaam in om het kind op te slaan.')).toBeVisible();
  await page.getByLabel('Voornaam').fill(first);
  await page.getByLabel('Achternaam').fill(last);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('heading', { level: 2, name: `${first} ${last}` })).toBeVisible();
  // the confirmation stands in the new child's card and has focus; the form is closed
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${first} ${last}` }) });
  await expect(card.getByRole('status')).toContainText(`${first} is toegevoegd.`);
  await expect(card.getByText(`${first} is toegevoegd.`)).toBeFocused();
  await expect(card.getByRole('link', { name: `Gegevens van ${first} invullen` })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Kind toevoegen' })).toHaveCount(0);
}

/** Presses Tab until the element has focus: proves it can be reached with the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'nog niet compleet' });

test('add a child, complete the profile, and the incomplete-profile banner disappears', async ({ page }) => {
  test.setTimeout(180_000); // four axe runs; each takes up to 30 s on a loaded 2-core machine
  await registerAndLogIn(page);
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Profielen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profielen' })).toBeFocused();
  await expect(page.getByText('Je hebt nog geen kinderen toegevoegd.')).toBeVisible();
  await expectAccessible(page);

  await addChild(page, 'Mees', 'Bos', 'Voeg een kind toe');
  await expectAccessible(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mees Bos' }) });
  await expect(card).toContainText('Missende gegevens');
  // a safety question without a default: not answered yet, not 'Nee'
  await expect(card).toContainText('Medische bijzonderheden: nog niet ingevuld');
  await expect(card).toContainText('Onbekend');
  // spec §4: after the profiles load, an incomplete profile gives the banner
  await expect(banner(page)).toContainText('De gegevens van Mees zijn nog niet compleet.');

  await card.getByRole('link', { name: 'Bewerken (Mees Bos)' }).click();
  await expect(page).toHaveURL(/\/account\/profiles\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel van Mees Bos' })).toBeFocused();
  await expect(banner(page).getByRole('link', { name: 'Vul de gegevens aan' })).toHaveAttribute('href', '/account/profiles');
  await expectAccessible(page);

  // birthdate: focus moves to the next box when one is full
  await page.getByLabel('Dag').fill('');
  await page.getByLabel('Dag').pressSequentially('07');
  await expect(page.getByLabel('Maand')).toBeFocused();
  await page.keyboard.type('03');
  await expect(page.getByLabel('Jaar')).toBeFocused();
  await page.keyboard.type('2016');

  await page.getByRole('radio', { name: 'Jongen' }).check();
  await page.getByLabel(/^Club/).fill('HC Utrecht');
  await page.getByLabel('Team').fill('JB2');
  await page.getByLabel('Positie').fill('Middenveld');
  await page.getByLabel('Straat').fill('Lindenlaan');
  await page.getByLabel('Huisnummer').fill('4a');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Woonplaats').fill('Utrecht');
  await expect(page.getByLabel('Land')).toHaveValue('Nederland');
  await page
    .getByRole('group', { name: /medische bijzonderheden/ })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await page.getByLabel('Huisarts').fill('Huisartsenpraktijk De Linde, Utrecht');
  await page.getByLabel('Allergieën').fill('Pinda');
  await expect(page.getByRole('radio', { name: 'Mijn eigen nummer (0612345678)' })).toBeChecked();
  await page.getByRole('button', { name: 'Opslaan' }).click();

  // spec §4 "Profile save": the message, then back to the list
  await expect(page).toHaveURL(/\/account\/profiles$/);
  await expect(page.getByRole('status').filter({ hasText: 'Gelukt' })).toContainText('Je wijzigingen zijn opgeslagen');
  await expect(banner(page)).toHaveCount(0);
  await expect(card).toContainText('Gegevens compleet');
  await expect(card).toContainText('07-03-2016');
  await expect(card).toContainText('Jongen');
  await expect(card).toContainText('Medische bijzonderheden: Ja');
  await expectAccessible(page);

  // stored on the server: a fresh page load shows the same, without the banner
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Mees Bos' })).toBeVisible();
  await expect(card).toContainText('Gegevens compleet');
  await expect(banner(page)).toHaveCount(0);
  await card.getByRole('link', { name: /Bewerken/ }).click();
  await expect(page.getByRole('group', { name: /medische bijzonderheden/ }).getByRole('radio', { name: 'Ja' })).toBeChecked();
  await expect(page.getByLabel('Allergieën')).toHaveValue('Pinda');
  await expect(page.getByLabel('Dag')).toHaveValue('07');
});

test("the server's refusal of a profile appears by its field and under the form, keeping the input", async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page);
  await page.goto('/account/profiles');
  await addChild(page, 'Fien', 'Bos', 'Voeg een kind toe');
  await page.getByRole('link', { name: 'Bewerken (Fien Bos)' }).click();
  await page.getByLabel('Dag').fill('31');
  await page.getByLabel('Maand').fill('02');
  await page.getByLabel('Jaar').fill('2016');
  await page.getByLabel('Straat').fill('Kerkstraat');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('1011 AA');
  await page.getByLabel('Woonplaats').fill('Amsterdam');
  await page.getByLabel('Huisarts').fill('Dr. Smit');
  await page
    .getByRole('group', { name: /medische bijzonderheden/ })
    .getByRole('radio', { name: 'Nee' })
    .check();
  await page.getByRole('radio', { name: 'Anders…' }).check();
  await page.getByLabel('Ander telefoonnummer').fill('0201234567');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  // 31 February does not exist: the server says so
  const summary = page.getByRole('alert').filter({ hasText: 'Het is nog niet gelukt' });
  await expect(summary).toBeFocused();
  const birthdate = page.getByRole('group', { name: /^Geboortedatum/ });
  await expect(birthdate.locator('.sport-field__error')).toBeVisible();
  const fieldMessage = await birthdate.locator('.sport-field__error').innerText();
  await expect(summary).toContainText(fieldMessage);
  await expect(page.getByLabel('Dag')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Ander telefoonnummer')).toHaveValue('0201234567');
  await expect(page).toHaveURL(/\/account\/profiles\/[^/]+$/);
  await expectAccessible(page);
});

test("Gegevens: the e-mail is disabled; saving says 'Je wijzigingen zijn opgeslagen' and stays on the page", async ({ page }) => {
  const email = await registerAndLogIn(page, 'Jan', 'Smit');
  await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name: 'Gegevens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeFocused();
  await expect(page.getByLabel('E-mailadres')).toBeDisabled();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);

  await page.getByLabel('Voornaam').fill('Johan');
  await page.getByLabel('Telefoonnummer').fill('06 87654321');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gelukt' })).toContainText('Je wijzigingen zijn opgeslagen');
  await expect(page.getByRole('button', { name: 'Opgeslagen!' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/gegevens$/);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Johan');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 87654321');
  await page.getByRole('link', { name: 'Overzicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Johan Smit' })).toBeVisible();
});

test('an unknown profile address gets a clear Dutch message', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/account/profiles/bestaat-niet');
  await expect(page.getByText('Dit profiel bestaat niet (meer). Kies een kind uit je profielen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar de profielen' })).toBeVisible();
  await expectAccessible(page);
});

test('keyboard alone: add a child, fill in the whole profile and save it', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page, 'Kees', 'Dijk');
  await page.goto('/account/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Profielen' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Voeg een kind toe' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Voornaam')).toBeFocused();
  await page.keyboard.type('Saar');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Dijk');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Saar Dijk' })).toBeVisible();
  // focus on the confirmation in the new card; the next Tab reaches the link to its details
  await expect(page.getByText('Saar is toegevoegd.')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Gegevens van Saar invullen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel van Saar Dijk' })).toBeFocused();

  await tabTo(page, page.getByLabel('Dag'));
  await page.keyboard.type('1502' + '2017'); // focus moves on by itself
  await page.keyboard.press('Tab');
  // the gender group: arrow keys choose within the group
  // no choice yet (a new child's 'u' is no answer): Tab enters at the first radio
  await expect(page.getByRole('radio', { name: 'Jongen' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Meisje' })).toBeChecked();
  for (const [label, text] of [
    ['Club', 'MHC Dijk'],
    ['Team', 'MD1'],
    ['Positie', 'Aanval'],
    ['Straat', 'Dijkweg'],
    ['Huisnummer', '8'],
    ['Postcode', '1234 AB'],
    ['Woonplaats', 'Dijkdorp'],
  ] as const) {
    await tabTo(page, page.getByLabel(new RegExp(`^${label}`)));
    await page.keyboard.type(text);
  }
  // the medical question has no default: Tab enters at 'Ja', an arrow key answers 'Nee'
  await tabTo(page, page.getByRole('group', { name: /medische bijzonderheden/ }).getByRole('radio', { name: 'Ja' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: /medische bijzonderheden/ }).getByRole('radio', { name: 'Nee' })).toBeChecked();
  await tabTo(page, page.getByLabel('Huisarts'));
  await page.keyboard.type('Dr. Dijkstra');
  // Enter in a text field submits the form
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/profiles$/);
  await expect(page.getByText('Je wijzigingen zijn opgeslagen')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Saar Dijk' }) });
  await expect(card).toContainText('15-02-2017');
  await expect(card).toContainText('Meisje');
  await expect(card).toContainText('Gegevens compleet');
});
