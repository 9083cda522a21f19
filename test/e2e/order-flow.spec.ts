import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoParent, expectAccessible, newChild, newParent, payOnSummary } from './helpers';

// The order flow (spec §2 "Order step 1–3", "Success and failed pages"; §4 "Cart", "Order flow") in
// Chromium against the real server on a fresh database.
const voetbalkamp = { slug: 'voetbalkamp-zomer-2027', uuid: 'de9a7b5e-52df-41d4-9474-cde4ad35960e', title: 'Voetbalkamp Zomer 2027' };
const tennisweek = { slug: 'tennisweek-zomer-2027', uuid: 'e3c1cc68-e814-4ae9-ac7d-4438cc128fdc', title: 'Tennisweek Zomer 2027' };
const multisport = { slug: 'multisportdag-herfst-2027' };
const soldOut = { slug: 'hockeyclinic-pasen-2027' };
const finished = { slug: 'herfstkamp-2026' };

async function stock(request: APIRequestContext, uuid: string): Promise<number> {
  const response = await request.get(`/api/events/${uuid}/stock`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { stock: number } }).data.stock;
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true });

async function startFromEventPage(page: Page, slug: string) {
  await page.goto(`/evenementen/${slug}`);
  await page.getByRole('link', { name: 'Inschrijven' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/order/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Wie gaan er mee?' })).toBeVisible();
  // the page's server-rendered fallback shows that heading too: wait for the widget's own steps
  await expect(page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem')).toHaveCount(3);
}

async function toSummary(page: Page, slug: string, childName: string) {
  await startFromEventPage(page, slug);
  await page.getByRole('checkbox', { name: childName }).check();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
}

test('a new parent orders for an existing and a new child, with a shirt and a voucher, and pays', async ({ page }) => {
  await newParent(page);
  await newChild(page, 'Mila', 'Jansen');
  const stockBefore = await stock(page.request, voetbalkamp.uuid);

  await startFromEventPage(page, voetbalkamp.slug);
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText('Kies minstens één kind of voeg een kind toe om verder te gaan.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Mila Jansen' }).check();
  await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 189,00');
  await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
  await expect(page.getByLabel('Voornaam')).toBeFocused();
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText('Vul de voornaam en achternaam van elk nieuw kind in, of verwijder de lege rij.')).toBeVisible();
  await page.getByLabel('Voornaam').fill('Daan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await expectAccessible(page);
  await nextButton(page).click();

  await expect(page).toHaveURL(new RegExp(`/order/${voetbalkamp.slug}/extras$`));
  await expect(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kampshirt 2027' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Shirt voor Daan Jansen' }).check();
  await page.getByLabel('Maat voor Daan Jansen').selectOption('M');
  await expect(nextButton(page)).toBeEnabled();
  await expectAccessible(page);
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  const participants = page.getByRole('region', { name: 'Deelnemers' });
  await expect(participants).toContainText('Mila Jansen');
  await expect(participants).toContainText('Daan Jansen');
  await expect(page.getByRole('region', { name: 'Opties' })).toContainText('Kampshirt 2027, maat M voor Daan Jansen');
  await expect(page.getByRole('definition').last()).toHaveText('€ 402,95');
  await page.getByRole('button', { name: 'Ik heb een kortingscode' }).click();
  const apply = page.getByRole('button', { name: 'Toepassen' }).first();
  await expect(apply).toBeDisabled();
  await page.getByLabel('Kortingscode').fill('WELKOM10');
  await apply.click();
  await expect(page.getByText('Korting (WELKOM10)')).toBeVisible();
  await expect(page.getByRole('definition').last()).toHaveText('€ 392,95');
  await expect(page.getByRole('button', { name: 'Ik heb een kortingscode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeDisabled();
  await expectAccessible(page);
  await payOnSummary(page, 'Betaald');

  await expect(page).toHaveURL(/\/succes\?order=/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeVisible();
  const children = page.getByRole('region', { name: 'Ingeschreven kinderen' });
  await expect(children.getByRole('listitem')).toHaveCount(2);
  await expect(children.getByRole('listitem').filter({ hasText: 'Mila Jansen' })).toContainText('Missende gegevens');
  await expect(children.getByRole('listitem').filter({ hasText: 'Daan Jansen' })).toContainText('Missende gegevens');
  await expect(children).toContainText('Shirt, maat M');
  // ONE primary next step: a child's own profile, as both have details missing
  await expect(page.locator('sport-order .sport-button--primary')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Vul de gegevens van (Mila|Daan) aan$/ })).toHaveAttribute(
    'href',
    /^\/account\/profiles\/[\w-]+$/,
  );
  // the social links once: the demo site's footer has them, so the widget does not repeat them
  await expect(page.locator('a[href="https://www.instagram.com/sportkampen.voorbeeld"]')).toHaveCount(1);
  // 'Zet in je agenda' downloads the event's calendar file
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Zet in je agenda/ }).click();
  expect((await download).suggestedFilename()).toBe('voetbalkamp-zomer-2027.ics');
  await expectAccessible(page);

  // the order is in the address: a reload shows the same page
  await page.reload();
  await expect(children.getByRole('listitem')).toHaveCount(2);

  expect(await stock(page.request, voetbalkamp.uuid)).toBe(stockBefore - 2);

  await page.goto('/account');
  const event = page
    .getByRole('article')
    .filter({ hasText: voetbalkamp.title })
    .or(page.getByRole('listitem').filter({ hasText: voetbalkamp.title }));
  await expect(event.first()).toBeVisible();
  await expect(event.first()).toContainText('Mila Jansen');
  await expect(event.first()).toContainText('Daan Jansen');
});

test('a failed payment shows the failed page, releases the places, and the parent can try again with the same cart', async ({ page }) => {
  await newParent(page, 'Piet', 'Bakker');
  await newChild(page, 'Noor', 'Bakker');
  const stockBefore = await stock(page.request, tennisweek.uuid);

  await toSummary(page, tennisweek.slug, 'Noor Bakker');
  await payOnSummary(page, 'Mislukt');

  await expect(page).toHaveURL(/\/failed\?order=/);
  await expect(page.getByRole('heading', { name: 'De betaling is niet gelukt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  expect(await stock(page.request, tennisweek.uuid)).toBe(stockBefore);

  await page.getByRole('link', { name: `Terug naar ${tennisweek.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${tennisweek.slug}$`));
  await expect(page.getByRole('checkbox', { name: 'Noor Bakker' })).toBeChecked();
  await nextButton(page).click();
  await nextButton(page).click();
  await payOnSummary(page, 'Betaald');
  await expect(page).toHaveURL(/\/succes\?order=/);
  await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' })).toContainText('Noor Bakker');
  expect(await stock(page.request, tennisweek.uuid)).toBe(stockBefore - 1);

  // Noor has a ticket now: step 1 says so from the start and she cannot be chosen again
  await page.goto(`/order/${tennisweek.slug}`);
  const noor = page.getByRole('checkbox', { name: /Noor Bakker/ });
  await expect(noor).toBeDisabled();
  await expect(noor).not.toBeChecked();
  await expect(page.getByRole('listitem').filter({ hasText: 'Noor Bakker' })).toContainText('Al ingeschreven');
  await expectAccessible(page);
});

test('a canceled payment says so, and Opnieuw betalen goes straight back to the summary with the same cart', async ({ page }) => {
  await newParent(page, 'Joris', 'Meijer');
  await newChild(page, 'Tess', 'Meijer');
  await toSummary(page, tennisweek.slug, 'Tess Meijer');
  await payOnSummary(page, 'Geannuleerd');

  await expect(page).toHaveURL(/\/failed\?order=/);
  await expect(page.getByRole('heading', { name: 'Je hebt de betaling geannuleerd' })).toBeVisible();
  await expect(page.getByText('Er ging iets mis')).toHaveCount(0);
  await expect(page.locator('.sport-order__header')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Terug naar ${tennisweek.title}` })).toHaveAttribute('href', `/order/${tennisweek.slug}`);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Opnieuw betalen' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${tennisweek.slug}/summary$`));
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deelnemers' })).toContainText('Tess Meijer');
  // the terms are ticked again on purpose
  await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeDisabled();
  await payOnSummary(page, 'Betaald');
  await expect(page).toHaveURL(/\/succes\?order=/);
  await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' })).toContainText('Tess Meijer');
});

test('a sold-out or finished event stays on its order address and says so (not /404)', async ({ page }) => {
  await newParent(page);
  await page.goto(`/order/${soldOut.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is uitverkocht' })).toBeVisible();
  await page.goto(`/order/${finished.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dit evenement is afgelopen' })).toBeVisible();
});

test('the order pages need a login, and return to the order after it', async ({ page }) => {
  await page.goto(`/order/${voetbalkamp.slug}/extras`);
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('E-mailadres').fill(demoParent.email);
  await page.getByLabel('Wachtwoord').fill(demoParent.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // back to the order; with no child in the cart, extras goes to step 1 (spec §4 "Order flow")
  await expect(page).toHaveURL(new RegExp(`/order/${voetbalkamp.slug}$`));
  await expect(page.getByRole('heading', { name: 'Wie gaan er mee?' })).toBeVisible();
});

test.describe('on a 375 px screen, with the keyboard', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a tick that fails shows why at the child’s row, in view, and the next success clears it', async ({ page }) => {
    await newParent(page, 'Femke', 'de Wit');
    await newChild(page, 'Sep', 'de Wit');
    await newChild(page, 'Roos', 'de Wit');
    await page.setViewportSize({ width: 375, height: 740 });
    await startFromEventPage(page, voetbalkamp.slug);
    // the steps fit on one line
    const steps = page.getByRole('navigation', { name: 'Stappen van je bestelling' }).getByRole('listitem');
    const tops = await steps.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'step indicator on one line').toBe(1);

    await page.route('**/api/cart', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    const sep = page.getByRole('checkbox', { name: 'Sep de Wit' });
    await sep.click();
    const error = page.getByRole('listitem').filter({ hasText: 'Sep de Wit' }).getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).toBeInViewport();
    await expect(sep).not.toBeChecked();
    await expect(sep).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.unroute('**/api/cart');
    await page.getByRole('checkbox', { name: 'Roos de Wit' }).check();
    await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 189,00');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(sep).not.toHaveAttribute('aria-invalid');
  });

  test('a shirt without a size blocks Verder, and an unknown voucher shows the server message by the input', async ({ page }) => {
    await newParent(page, 'Eva', 'Smit');
    await newChild(page, 'Lars', 'Smit');
    await startFromEventPage(page, multisport.slug);

    // step 1 with the keyboard alone
    const child = page.getByRole('checkbox', { name: 'Lars Smit' });
    await child.focus();
    await page.keyboard.press('Space');
    await expect(child).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeFocused();

    // the multisport day has a free shirt: the old price struck through and €0 (spec §9)
    await expect(page.locator('s')).toContainText('Oude prijs');
    await expect(page.getByText(/^€0 \(nu gratis\)$/)).toBeVisible();
    const shirt = page.getByRole('checkbox', { name: 'Shirt voor Lars Smit' });
    await shirt.focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Maat voor Lars Smit')).toHaveValue('none');
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByText('Kies een maat voor het shirt van Lars Smit om verder te gaan.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Maat voor Lars Smit').selectOption('S');
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
    await page.getByRole('button', { name: 'Ik heb een kortingscode' }).click();
    await page.getByLabel('Kortingscode').fill('BESTAATNIET');
    await page.getByRole('button', { name: 'Toepassen' }).first().click();
    await expect(page.getByText('Deze kortingscode bestaat niet. Controleer de code.')).toBeVisible();
    await expect(page.getByLabel('Kortingscode')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Kortingscode')).toHaveValue('BESTAATNIET');
    await expectAccessible(page);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);
  });
});

test('opening another event empties the cart of the previous one', async ({ page }) => {
  await newParent(page, 'Bram', 'Visser');
  await newChild(page, 'Fenna', 'Visser');
  await startFromEventPage(page, voetbalkamp.slug);
  await page.getByRole('checkbox', { name: 'Fenna Visser' }).check();
  await expect(page.getByRole('group', { name: 'Je bestelling' })).toContainText('€ 189,00');

  await startFromEventPage(page, tennisweek.slug);
  await expect(page.getByRole('checkbox', { name: 'Fenna Visser' })).not.toBeChecked();
  const cart = (await (await page.request.get('/api/cart')).json()) as { data: { items: unknown[] } };
  expect(cart.data.items).toEqual([]);
});

test('CMS HTML is sanitised before it is shown (DOMPurify in the browser)', async ({ page }) => {
  await newParent(page, 'Kees', 'de Boer');
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (!body?.query?.includes('orderFlow')) return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { orderFlow: { textCards: unknown[] } } };
    json.data.orderFlow.textCards = [
      {
        blockTitle: 'Test',
        blockSubTitle: null,
        blockText:
          '<p>Veilige tekst</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:window.__hacked=3">link</a>',
        underText: null,
      },
    ];
    await route.fulfill({ response, json });
  });
  await page.goto(`/order/${voetbalkamp.slug}`);
  await expect(page.getByText('Veilige tekst')).toBeVisible();
  const cards = page.locator('.sport-order__cards');
  await expect(cards.locator('script')).toHaveCount(0);
  await expect(cards.locator('[onerror]')).toHaveCount(0);
  await expect(cards.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
});
