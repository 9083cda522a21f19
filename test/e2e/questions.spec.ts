import { expect, test } from '@playwright/test';
import { api, expectAccessible, logInThroughApi, newChild, newParent } from './helpers';
import { nextButton } from './order-journey';
import { STAFF } from './staff-setup';

// Questions per event, per child (docs/rules.md "Questions per event") on a 375 px phone: the parent answers
// the swimming camp's questions for a child (a required one left open is said by its field), sees them on
// the summary, pays with the test provider, changes an answer on the dashboard, and staff see the new one
// in the participant list, marked as changed. The account and the cart are set up through the API.
test.use({ viewport: { width: 375, height: 740 } });
test.slow();

const zwemkamp = { slug: 'zwemkamp-zomer-2027', uuid: '3f6a2d4e-8c1b-4e7a-9d2f-5b0c7e1a9f42' };

test('a parent answers the questions for a child, pays, changes an answer later, and staff see it', async ({ page, browser, baseURL }) => {
  await newParent(page, 'Iris', 'Smit');
  const child = await newChild(page, 'Mees', 'Smit');
  await api(page, 'POST', '/api/cart', { items: [{ product_id: zwemkamp.uuid, profile_id: child }] });

  // from the extras the next step is the questions
  await page.goto(`/order/${zwemkamp.slug}/extras`);
  await nextButton(page).click();
  await expect(page).toHaveURL(`/order/${zwemkamp.slug}/questions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Een paar vragen per kind' })).toBeVisible();
  // four steps now, and still nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const mees = page.getByRole('group', { name: 'Vragen over Mees Smit' });
  const diploma = mees.getByRole('group', { name: /Heeft je kind zwemdiploma A\?/ });

  // nothing answered: each required question says so by its field, and focus goes to the first
  await nextButton(page).click();
  await expect(diploma).toContainText('Beantwoord "Heeft je kind zwemdiploma A?" voor Mees Smit.');
  await expect(diploma.getByRole('radio', { name: 'Ja' })).toBeFocused();
  await expectAccessible(page);

  // answered with the keyboard where it can be: a radio group takes Space, the arrows move in it
  await diploma.getByRole('radio', { name: 'Ja' }).press('Space');
  // answered: its error goes at once, focus stays, the others keep theirs
  await expect(diploma).not.toContainText('Beantwoord');
  await expect(diploma.getByRole('radio', { name: 'Ja' })).toBeFocused();
  await expect(mees.getByRole('group', { name: /In welke groep/ })).toContainText('Beantwoord');
  await mees
    .getByRole('group', { name: /Mag je kind op foto’s/ })
    .getByRole('radio', { name: 'Nee' })
    .check();
  await mees
    .getByRole('group', { name: /In welke groep/ })
    .getByRole('radio', { name: 'Beginners' })
    .check();
  await mees.getByRole('textbox', { name: 'Wie haalt je kind op?' }).fill('Oma Ans');
  await page.screenshot({ path: test.info().outputPath('questions-375.png'), fullPage: true });
  await nextButton(page).click();

  // the summary repeats them
  await expect(page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Antwoorden' });
  await expect(answers.getByRole('heading', { name: 'Antwoorden voor Mees Smit' })).toBeVisible();
  for (const text of ['Heeft je kind zwemdiploma A?', 'Ja', 'Nee', 'Beginners', 'Oma Ans']) await expect(answers).toContainText(text);
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/succes\?order=/);

  // on the dashboard, until the first day, the parent changes who picks Mees up
  await page.goto('/account');
  const onDashboard = page.getByRole('region', { name: 'Antwoorden voor Mees' });
  await expect(onDashboard).toContainText('Oma Ans', { timeout: 20_000 });
  await onDashboard.getByRole('button', { name: 'Antwoorden wijzigen voor Mees' }).click();
  const pickUp = onDashboard.getByRole('textbox', { name: 'Wie haalt je kind op?' });
  await pickUp.fill('Opa Kees, 06 12345678');
  await expectAccessible(page);
  await onDashboard.getByRole('button', { name: 'Antwoorden opslaan' }).click();
  await expect(onDashboard.getByText('Opa Kees, 06 12345678')).toBeVisible();
  await expect(pickUp).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('dashboard-answers-375.png'), fullPage: true });

  // staff see the new answer in the participant list
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const staff = await staffContext.newPage();
  await logInThroughApi(staff, STAFF.email, STAFF.password);
  await staff.goto(`/beheer/evenementen/${zwemkamp.uuid}`);
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: 'Mees Smit' }) });
  await expect(row).toContainText('Opa Kees, 06 12345678', { timeout: 20_000 });
  // and that the parent changed them after the order
  await expect(row).toContainText('Gewijzigd op');
  await expect(staff.getByRole('columnheader', { name: 'Wie haalt je kind op?' })).toBeVisible();
  await expectAccessible(staff);
  await staffContext.close();
});
