import { expect, test, type Page } from '@playwright/test';
import { fillGift, next, openForm, pay, toPayment } from './gift-card-form';
import { expectAccessible, fillNewChildBirthdate, logInThroughApi, outbox, uniqueEmail } from './helpers';

// The gift-card flow (spec §2 "Gift card screens", §4 "Gift card") in Chromium against the
// real server on a fresh database: a visitor without an account buys a card on a phone, the code
// arrives in the outbox and a parent spends it. Its screens at two widths and on the narrowest
// phones: gift-card-screens.spec.ts.
const multisport = { slug: 'multisportdag-herfst-2027', price: '€ 39,50' };

const mails = (page: Page) => outbox(page.request);

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor buys a gift card with a message; the recipient gets the code; a parent spends part of it; the balance shows the rest', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const buyer = uniqueEmail('oma');
    const recipient = uniqueEmail('noah');
    await openForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cadeaubon' })).toBeVisible();
    await expect(page.getByText('Prijs van €\u00a025,00 tot €\u00a0275,00')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expect(page.getByText(/^Nog nodig: kies een bedrag, vul je voornaam in/)).toBeVisible();
    await expectAccessible(page);

    await fillGift(page, buyer, recipient);
    await expect(page.getByText('54 van 300 tekens')).toBeVisible();
    await expect(page.locator('.sport-gift-card__total')).toContainText('€ 50,00');
    await expect(next(page)).toBeEnabled();
    await expectAccessible(page);
    await next(page).click();

    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
    await expect(page.getByText('1x cadeaubon')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Els Visser' })).toContainText(buyer);
    await expect(page.getByRole('definition').filter({ hasText: 'Noah de Boer' })).toContainText(recipient);
    await expect(page.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute('href', '/algemene-voorwaarden');
    await expect(page.getByRole('link', { name: /privacybeleid/ })).toHaveAttribute('href', '/privacybeleid');
    await expect(pay(page)).toBeDisabled();
    await expectAccessible(page);
    await toPayment(page, 'Betaald');

    await expect(page).toHaveURL(/\/cadeaubon\/succes\?giftcard=/);
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Nog een cadeaubon bestellen' })).toHaveAttribute('href', '/cadeaubon');
    await expectAccessible(page);
    // paid: the details are cleared
    expect(await page.evaluate(() => sessionStorage.getItem('sport-gift-card:draft'))).toBeNull();

    const outbox = await mails(page);
    const toRecipient = outbox.find((m) => m.to === recipient)!;
    expect(toRecipient.subject).toBe('Je hebt een cadeaubon gekregen van Els');
    expect(toRecipient.text).toContain('Veel plezier, lieve Noah! Kijk op https://evil.example');
    expect(toRecipient.html).not.toContain('href="https://evil.example');
    const code = /KADO(-[A-Z2-9]{4}){3}/.exec(toRecipient.text)![0];
    const receipt = outbox.find((m) => m.to === buyer)!;
    expect(receipt.subject).toMatch(/^Je cadeaubon van €\s50,00 is verstuurd$/);
    expect(receipt.text).toContain('Noah de Boer');

    // a parent (a new account, made through the API) logs in and spends it on an event of €39.50:
    // the card pays all of it
    // a context of its own (axe-core's Playwright builder needs a page made by browser.newContext())
    const parent = await (
      await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: test.info().project.use.baseURL })
    ).newPage();
    const parentEmail = uniqueEmail('ouder');
    await parent.request.get('/api/csrf-cookie');
    const token = decodeURIComponent((await parent.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);
    const registered = await parent.request.post('/api/auth/register', {
      data: {
        email: parentEmail,
        password: 'geheim-wachtwoord-1',
        password_confirmation: 'geheim-wachtwoord-1',
        first_name: 'Noah',
        last_name: 'de Boer',
        phone: '0612345678',
      },
      headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    });
    expect(registered.status()).toBe(201);
    await parent.context().clearCookies();
    await logInThroughApi(parent, parentEmail, 'geheim-wachtwoord-1');
    await expect(parent).toHaveURL(/\/account$/);
    await parent.goto(`/order/${multisport.slug}`);
    await parent.getByRole('button', { name: 'Voeg een kind toe' }).click();
    await parent.getByLabel('Voornaam').fill('Lieke');
    await parent.getByLabel('Achternaam').fill('de Boer');
    await fillNewChildBirthdate(parent, '09-04-2017');
    await next(parent).click();
    await expect(parent.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' })).toBeVisible();
    await next(parent).click();
    await expect(parent.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
    await parent.getByRole('button', { name: 'Ik heb een cadeaubon' }).click();
    await parent.getByLabel('Cadeauboncode').fill(code.toLowerCase());
    await parent.getByRole('button', { name: 'Toepassen' }).last().click();
    await expect(parent.getByText(`Cadeaubon (${code})`)).toBeVisible();
    await expect(parent.getByRole('definition').last()).toHaveText('€ 0,00');
    await parent.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
    // the card pays all of it: no payment page follows, and the button says so
    await expect(parent.getByRole('button', { name: 'Verder naar betalen' })).toHaveCount(0);
    await parent.getByRole('button', { name: 'Bestelling afronden' }).click();
    await expect(parent).toHaveURL(/\/succes\?order=/);
    await expect(parent.getByRole('heading', { name: 'Bedankt voor je inschrijving!' })).toBeVisible();
    await expect(parent.getByText('Je bestelling is betaald met je cadeaubon.')).toBeVisible();
    await expect(parent.getByText(/betaling van € 0,00/)).toHaveCount(0);
    const orderReceipt = parent.getByRole('region', { name: 'Je bestelling' });
    await expect(orderReceipt.getByRole('definition').last()).toHaveText(/€\s10,50/);
    await expectAccessible(parent);
    const paidMail = (await mails(parent)).find((m) => m.to === parentEmail)!;
    expect(paidMail.text).toContain('betaald met je cadeaubon');
    expect(paidMail.text).not.toMatch(/betaling van €\s0,00/);
    expect(paidMail.text).toMatch(/Tegoed op je cadeaubon: €\s10,50/);

    // the balance check shows what is left: €50 − €39.50
    await openForm(page);
    await page.getByLabel('Code van je cadeaubon').fill(code);
    await page.getByRole('button', { name: 'Saldo bekijken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Er staat nog' })).toHaveText(
      /Er staat nog €\s10,50 op deze cadeaubon\. Geldig tot en met \d+ \w+ \d{4}\./,
    );
    await expectAccessible(page);
  });

  test("'Mislukt' → the failed page → 'Opnieuw betalen' → paid, without typing again", async ({ page }) => {
    await openForm(page);
    await fillGift(page, uniqueEmail('oma'), uniqueEmail('noah'));
    await next(page).click();
    await toPayment(page, 'Mislukt');
    await expect(page).toHaveURL(/\/cadeaubon\/mislukt\?giftcard=/);
    await expect(page.getByRole('heading', { name: 'De betaling is niet gelukt' })).toBeVisible();
    await expect(page.getByText('De betaling is mislukt.', { exact: true })).toBeVisible();
    // said once: the CMS text for a failed payment says it, so the widget's line does not
    await expect(page.getByText(/Er is niets afgeschreven/)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Naar de cadeaubon' })).toHaveAttribute('href', '/cadeaubon');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Opnieuw betalen' }).click();
    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Noah de Boer' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
    await pay(page).click();
    await expect(page).toHaveURL(/\/dev\/checkout\//);
    await page.getByRole('button', { name: 'Betaald' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  });

  test('canceled and expired payments say so', async ({ page }) => {
    for (const [outcome, title, text] of [
      ['Geannuleerd', 'Je hebt de betaling geannuleerd', 'Er is niets afgeschreven. Je gegevens staan nog klaar.'],
      ['Verlopen', 'De betaling is niet gelukt', 'De betaling is verlopen, omdat hij niet op tijd is afgerond. Er is niets afgeschreven.'],
    ] as const) {
      await openForm(page);
      await fillGift(page, uniqueEmail('oma'), uniqueEmail('noah'));
      await next(page).click();
      await toPayment(page, outcome);
      await expect(page).toHaveURL(/\/cadeaubon\/mislukt\?giftcard=/);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a reload on the summary keeps everything; the summary opened fresh goes to /cadeaubon', async ({ page, browser }) => {
    await openForm(page);
    await fillGift(page, uniqueEmail('oma'), uniqueEmail('noah'));
    await next(page).click();
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Noah de Boer' })).toBeVisible();
    await expect(page.getByText('Veel plezier, lieve Noah!')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
    await expect(pay(page)).toBeEnabled();

    const fresh = await browser.newPage();
    await fresh.goto('/cadeaubon/summary');
    await expect(fresh).toHaveURL(/\/cadeaubon$/);
    await expect(fresh.getByRole('heading', { name: 'Cadeaubon bestellen' })).toBeVisible();
  });

  test('the keyboard alone buys a card for oneself', async ({ page }) => {
    await openForm(page);
    await page.getByRole('radio', { name: '€ 25,00' }).focus();
    await page.keyboard.press('ArrowRight'); // € 50,00
    await expect(page.getByRole('radio', { name: '€ 50,00' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Els');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Visser');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('zelf'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Dit is een cadeau' })).toBeFocused();
    await page.keyboard.press('Tab'); // to 'Verder' (the cards hold no links)
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: 'Els Visser' })).toHaveCount(2); // from and to: the copy
    await page.keyboard.press('Tab'); // Gegevens wijzigen
    await page.keyboard.press('Tab'); // terms checkbox
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
    await page.keyboard.press('Tab'); // terms link
    await page.keyboard.press('Tab'); // privacy link
    await page.keyboard.press('Tab');
    await expect(pay(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dev\/checkout\//);
  });
});
