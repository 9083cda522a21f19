import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, fillNewChildBirthdate, newChild, newParent, payOnSummary } from './helpers';
import { nextButton, startFromEventPage, tennisweek, toSummary, voetbalkamp } from './order-journey';

// The order flow paid, failed and canceled (spec §2 "Order step 1–3", "Success and failed pages"; §4
// "Cart", "Order flow") in Chromium against the real server on a fresh database; and the CMS texts it
// shows, sanitised. Its steps at their edges: order-steps.spec.ts.

async function stock(request: APIRequestContext, uuid: string): Promise<number> {
  const response = await request.get(`/api/events/${uuid}/stock`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { stock: number } }).data.stock;
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
  await expect(
    page.getByText('Vul de voornaam, achternaam en geboortedatum van elk nieuw kind in, of verwijder de lege rij.'),
  ).toBeVisible();
  await page.getByLabel('Voornaam').fill('Daan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await fillNewChildBirthdate(page, '09-04-2017');
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

  await page.getByRole('link', { name: 'Terug naar het evenement' }).click();
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
  await expect(page.getByRole('link', { name: 'Terug naar het evenement' })).toHaveAttribute('href', `/order/${tennisweek.slug}`);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Opnieuw betalen' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${tennisweek.slug}/summary$`));
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deelnemers' })).toContainText('Tess Meijer');
  // the terms the parent accepted a minute ago stay accepted in this tab (widgets/sport-order/terms-memory.ts)
  await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeEnabled();
  await payOnSummary(page, 'Betaald');
  await expect(page).toHaveURL(/\/succes\?order=/);
  await expect(page.getByRole('region', { name: 'Ingeschreven kinderen' })).toContainText('Tess Meijer');
});

test('CMS HTML is sanitised before it is shown (DOMPurify in the browser)', async ({ page }) => {
  await newParent(page, 'Kees', 'de Boer');
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (!body?.query?.includes('orderFlow')) return route.continue();
    // the fetched answer's body can be gone before it is read on a loaded machine ("Response has been
    // disposed"): fetched again then, a few times, rather than the page left waiting
    let response;
    let json: { data: { orderFlow: { textCards: unknown[] } } } | undefined;
    for (let attempt = 0; attempt < 3 && !json; attempt++) {
      response = await route.fetch();
      json = await response.json().catch(() => undefined);
    }
    if (!response || !json) throw new Error('the orderFlow answer could not be read three times');
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
  // a late orderFlow query still in the handler when the test ends must not fail it ("Response has been disposed")
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
