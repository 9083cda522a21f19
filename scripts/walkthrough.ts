// `npm run walkthrough`: the shop tried as a new parent would, on a 375 px phone, from the event page to the
// data download, with a screenshot of every screen (docs/screens/walkthrough-NN-*.png) and docs/walkthrough.md.
// Not part of `npm test`: it is the closing check of the whole journey (spec §2 "Order step 1–3", docs/rules.md
// "Questions per event", "Reminder" and "Their own data"), and fails with the step and what was not shown.
// The demo server runs on a fresh temporary database (scripts/walkthrough-kit.ts); the reminder comes when the
// server's clock is moved a week before the camp with the developer tool POST /dev/clock (server/API.md).
import { readFile } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SCREENS, at, check, fail, see, shot, startDemo, step, writeDoc } from './walkthrough-kit';

const CAMP = { title: 'Zwemkamp Zomer 2027', slug: 'zwemkamp-zomer-2027', start: '2027-07-12T09:30:00+02:00' };
const PARENT = { first: 'Sanne', last: 'de Vries', email: 'sanne.devries@example.nl', password: 'zwemmen-in-juli', phone: '0612345678' };
const CHILD = { first: 'Mees', last: 'de Vries', day: '09', month: '04', year: '2017' };
const PICK_UP = 'Oma Ans, 06 87654321';
const DAY_MS = 24 * 60 * 60 * 1000;
const INTRO = `# Walkthrough: a new parent on a 375 px phone

\`npm run walkthrough\` (scripts/walkthrough.ts) builds the bundle, starts the demo server as \`npm start\` does on a
fresh temporary database, and walks the shop in the system Chromium as a new parent on a 375×812 phone: the event
page of ${CAMP.title}, a new account, a new child, the camp's questions, the summary, the test payment, the
dashboard; then the server's clock is moved to a week before the camp (\`POST /dev/clock\`, server/API.md) and the
reminder mail is read; then, logged in again, "Download mijn gegevens". Every step is checked (the walk stops
with the step and what was not shown), no screen may be wider than the phone, and the server and its database are
removed at the end. It writes the screenshots below and [the downloaded file](screens/walkthrough-data.json).
It is not part of \`npm test\`.
`;

const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true });

mkdirSync('.tmp', { recursive: true });
const demo = await startDemo();
const { page, baseUrl } = demo;
try {
  await signUp(page);
  await answerAndPay(page);
  await reminder(page, baseUrl);
  await ownData(page);
  writeDoc(INTRO);
  console.log(`[walkthrough] done: ${SCREENS}/walkthrough-*.png, ${SCREENS}/walkthrough-data.json and docs/walkthrough.md`);
} catch (err) {
  process.exitCode = 1;
  await page.screenshot({ path: '.tmp/walkthrough-failure.png', fullPage: true }).catch(() => undefined);
  console.error(err instanceof Error ? err.message : err, `\n(the screen at the failure: .tmp/walkthrough-failure.png)`);
} finally {
  await demo.stop();
}

async function signUp(page: Page) {
  step('the event page');
  await page.goto(`/evenementen/${CAMP.slug}`);
  await see(page.getByRole('heading', { level: 1, name: CAMP.title }), 'the camp’s title');
  const signUp = await see(page.locator('sport-event-signup').getByRole('link', { name: 'Inschrijven' }), "the 'Inschrijven' button");
  await shot(page, 'event', 'The camp’s page: what, when, where, the price and “Inschrijven”.', { footer: true });

  step("'Inschrijven' without an account: the login names the camp");
  await signUp.click();
  await at(page, /\/account\/login$/, 'Inschrijven leads to the login');
  await see(page.getByText(`Je schrijft je kind in voor ${CAMP.title}.`), 'the line that names the camp');
  const register = await see(page.getByRole('link', { name: 'Nieuw hier? Maak een account' }), 'the way to a new account');
  await shot(page, 'login', 'Not logged in: the login says which camp this is for, and offers a new account as plainly as the login.');

  step('a new account');
  await register.click();
  await at(page, /\/account\/register$/, 'the registration form');
  await see(page.getByRole('heading', { name: 'Account aanmaken' }), 'the heading Account aanmaken');
  await page.getByLabel('Voornaam').fill(PARENT.first);
  await page.getByLabel('Achternaam').fill(PARENT.last);
  await page.getByLabel('E-mailadres').fill(PARENT.email);
  await page.getByLabel('Telefoonnummer').fill(PARENT.phone);
  await page.getByLabel(/^Wachtwoord/).fill(PARENT.password);
  await page.getByLabel('Herhaal wachtwoord').fill(PARENT.password);
  await shot(page, 'register', 'The new account, filled in: name, e-mail, phone and a password twice.');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  step('order step 1: a new child');
  await at(page, new RegExp(`/order/${CAMP.slug}$`), 'registering leads on to the order');
  await see(page.getByRole('heading', { name: 'Wie gaan er mee?' }), 'the heading Wie gaan er mee?');
  await see(page.getByRole('navigation', { name: 'Stappen van je bestelling' }), 'the order’s steps');
  await page.getByRole('button', { name: 'Voeg een kind toe' }).click();
  await page.getByLabel('Voornaam').fill(CHILD.first);
  await page.getByLabel('Achternaam').fill(CHILD.last);
  await page.getByLabel('Dag', { exact: true }).fill(CHILD.day);
  await page.getByLabel('Maand', { exact: true }).fill(CHILD.month);
  await page.getByLabel('Jaar', { exact: true }).fill(CHILD.year);
  await see(page.getByRole('group', { name: 'Je bestelling' }).filter({ hasText: '€ 145,00' }), 'the price of one child, € 145,00');
  await shot(page, 'child', 'Step 1: the new child with name and birth date, and the price so far.');
  await next(page).click();

  step('order step 2: the extras');
  await at(page, new RegExp(`/order/${CAMP.slug}/extras$`), 'Verder leads to the extras');
  await see(page.getByRole('heading', { name: 'Welke extra’s wil je bestellen?' }), 'the extras’ heading');
  await see(page.getByRole('heading', { name: 'Zwemkampshirt' }), 'the camp’s shirt');
  await shot(page, 'extras', 'Step 2: the camp shirt offered per child; no shirt this time.');
  await next(page).click();
}

async function answerAndPay(page: Page) {
  step('order step 3: the camp’s questions');
  await at(page, new RegExp(`/order/${CAMP.slug}/questions$`), 'Verder leads to the questions');
  await see(page.getByRole('heading', { level: 1, name: 'Een paar vragen per kind' }), 'the questions’ heading');
  const child = await see(page.getByRole('group', { name: `Vragen over ${CHILD.first} ${CHILD.last}` }), 'the questions for the child');
  await child
    .getByRole('group', { name: /zwemdiploma A/ })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await child
    .getByRole('group', { name: /foto’s/ })
    .getByRole('radio', { name: 'Nee' })
    .check();
  await child
    .getByRole('group', { name: /In welke groep/ })
    .getByRole('radio', { name: 'Gevorderden' })
    .check();
  await child.getByRole('textbox', { name: 'Wie haalt je kind op?' }).fill(PICK_UP);
  await shot(page, 'questions', 'Step 3: the swimming camp’s four questions for the child, answered.');
  await next(page).click();

  step('the summary with the answers');
  await see(page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' }), 'the summary');
  const answers = page.getByRole('region', { name: 'Antwoorden' });
  for (const text of [`Antwoorden voor ${CHILD.first} ${CHILD.last}`, 'Gevorderden', PICK_UP])
    await see(answers.filter({ hasText: text }), `the answer “${text}” on the summary`);
  await see(page.getByRole('region', { name: 'Deelnemers' }).filter({ hasText: `${CHILD.first} ${CHILD.last}` }), 'the child');
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
  await shot(page, 'summary', 'The summary: the child, the answers, the total, and the terms accepted.');
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();

  step('the test payment page');
  await at(page, /\/dev\/checkout\//, 'Verder naar betalen leads to the payment page');
  await see(page.getByText('€ 145,00'), 'the amount € 145,00');
  await shot(page, 'payment', 'The demo’s test payment page (instead of iDEAL): the amount and “Betaald”.');
  await page.getByRole('button', { name: 'Betaald' }).click();

  step('the success page');
  await at(page, /\/succes\?order=/, 'the payment leads back to the success page');
  await see(page.getByRole('heading', { name: 'Bedankt voor je inschrijving!' }), 'the thank-you heading');
  const children = page.getByRole('region', { name: 'Ingeschreven kinderen' });
  await see(children.filter({ hasText: `${CHILD.first} ${CHILD.last}` }), 'the child among the signed-up children');
  await shot(page, 'success', 'Paid: thanks, the child signed up, and the next step (the child’s details).');

  step('the dashboard with the ticket');
  await page.goto('/account');
  await see(page.getByRole('heading', { level: 1, name: `Welkom, ${PARENT.first} ${PARENT.last}` }), 'the welcome on the dashboard');
  const ticket = page
    .getByRole('article')
    .filter({ hasText: CAMP.title })
    .or(page.getByRole('listitem').filter({ hasText: CAMP.title }));
  await see(ticket.filter({ hasText: CHILD.first }), 'the camp with the child on the dashboard');
  await see(page.getByRole('region', { name: `Antwoorden voor ${CHILD.first}` }).filter({ hasText: PICK_UP }), 'the answers');
  await shot(page, 'dashboard', 'The dashboard: the ticket for the camp with the child and the answers, changeable until the first day.');
}

async function reminder(page: Page, baseUrl: string) {
  step('the clock moved to a week before the camp: the reminder');
  const days = Math.ceil((Date.parse(CAMP.start) - 7 * DAY_MS - Date.now()) / DAY_MS);
  const moved = await fetch(`${baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  check(moved.ok, `POST /dev/clock answered ${moved.status}: ${await moved.clone().text()}`);
  const { data } = (await moved.json()) as { data: { now: string; reminders: number } };
  console.log(`[walkthrough] the server's clock moved ${days} days to ${data.now}: ${data.reminders} reminder(s) sent`);
  const mails = (await (await fetch(`${baseUrl}/dev/mail.json?q=${encodeURIComponent(PARENT.email)}`)).json()) as Array<{
    subject: string;
    html: string;
    text: string;
  }>;
  const mail = mails.find((m) => m.subject.startsWith(`Herinnering: ${CAMP.title} begint`)) ?? fail('no reminder mail to the parent');
  // what to bring is the camp's own text from the CMS (swimming things), not the default (sports shoes)
  for (const text of [`Hoi ${PARENT.first},`, `${CHILD.first} gaat mee`, 'Wanneer: ', 'Waar: ', 'Wat neem je mee? Elke dag zwemkleding'])
    check(mail.text.includes(text), `the reminder does not say “${text}”:\n${mail.text}`);

  await page.goto(`/dev/mail?q=${encodeURIComponent(PARENT.email)}`);
  const listed = await see(page.getByRole('article').filter({ hasText: 'Herinnering:' }), 'the reminder in the mail viewer');
  await shot(page, 'reminder-outbox', 'The demo’s mail viewer (/dev/mail): the reminder to the parent, with the .ics attached.', {
    element: listed,
  });
  const inbox = await page.context().newPage();
  await inbox.setContent(mail.html);
  await shot(inbox, 'reminder-mail', 'The reminder as the parent reads it: who goes, when, where, what to bring.');
  await inbox.close();
}

async function ownData(page: Page) {
  step('weeks later: log in again');
  await page.goto('/account');
  await at(page, /\/account\/login$/, 'the session ran out while the clock moved: the login');
  await page.getByLabel('E-mailadres').fill(PARENT.email);
  await page.getByLabel('Wachtwoord').fill(PARENT.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await see(page.getByRole('heading', { level: 1, name: `Welkom, ${PARENT.first} ${PARENT.last}` }), 'the dashboard after the login');

  step("Gegevens → 'Download mijn gegevens'");
  const menu = page.getByRole('navigation', { name: 'Accountmenu' });
  await (await see(menu.getByRole('button', { name: 'Accountmenu' }), 'the account menu button')).click();
  await (await see(menu.getByRole('link', { name: 'Gegevens' }), 'Gegevens in the account menu')).click();
  await see(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' }), 'the heading Mijn gegevens');
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  const download = await downloading.catch(() => fail('no download after Download mijn gegevens'));
  check(download.suggestedFilename() === 'mijn-gegevens.json', `the file is called ${download.suggestedFilename()}`);
  await see(page.getByRole('status').filter({ hasText: 'Je gegevens zijn gedownload als mijn-gegevens.json.' }), 'the line that says so');
  await shot(page, 'data', 'Gegevens: the parent’s details, “Download mijn gegevens” done, and the way to erase the account.');

  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  // kept where a failed check can be read, and beside the screenshots once it passed
  writeFileSync('.tmp/walkthrough-data.json', `${JSON.stringify(exported, null, 2)}\n`);
  checkExport(exported);
  writeFileSync(`${SCREENS}/walkthrough-data.json`, `${JSON.stringify(exported, null, 2)}\n`);
}

/** The download holds the account, the child, the paid order, the ticket with its answers and the mails; nothing secret. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the file is read as the parent would: any JSON
function checkExport(data: any): void {
  step('the downloaded file');
  check(data?.account?.email === PARENT.email, `the account is not the parent's: ${JSON.stringify(data?.account)}`);
  check(
    data.children?.some((c: { first_name: string }) => c.first_name === CHILD.first),
    'the child is not in it',
  );
  check(
    data.orders?.some((o: { status: string; event: string }) => o.status === 'paid' && o.event === CAMP.title),
    'no paid order',
  );
  const tickets = JSON.stringify(data.tickets ?? []);
  for (const text of [CAMP.title, '{"question":"Heeft je kind zwemdiploma A?","answer":"Ja"}', 'Gevorderden', PICK_UP])
    check(tickets.includes(text), `the tickets do not hold “${text}”`);
  const subjects: string[] = (data.mails ?? []).map((m: { subject: string }) => m.subject);
  check(
    subjects.some((s) => s.startsWith('Herinnering:')),
    `the reminder is not among the mails: ${subjects.join(' | ')}`,
  );
  check(subjects.length >= 2, `only ${subjects.length} mail(s): the confirmation and the reminder are expected`);
  const text = JSON.stringify(data);
  for (const secret of [PARENT.password, 'password', 'token', 'hash', 'secret', '/reset'])
    check(!text.toLowerCase().includes(secret), `the download holds something secret (“${secret}”)`);
}
