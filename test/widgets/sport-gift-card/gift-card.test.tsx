// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks } from 'nanostores';
import { $router } from '../../../shared/router';
import { $error, $formErrors } from '../../../shared/stores/ui';
import { emptyFormErrors } from '../../../shared/errors';
import type { GiftCardFlow } from '../../../shared/cms/gift-card-flow';
import { SportGiftCard } from '../../../widgets/sport-gift-card/sport-gift-card';
import { $balance } from '../../../widgets/sport-gift-card/stores/balance';
import { $draft, clearDraft, reloadDraft } from '../../../widgets/sport-gift-card/stores/draft';
import { $giftCardFlow } from '../../../widgets/sport-gift-card/stores/flow';
import { $paying } from '../../../widgets/sport-gift-card/stores/payment';
import { $result } from '../../../widgets/sport-gift-card/stores/result';
import { stubPageLoads } from '../../support/browser';

// <sport-gift-card> as a component (spec §2 "Gift card screens", §4 "Gift card"), with
// fetch stubbed at the network edge.

const flow: GiftCardFlow = {
  headerImage: {
    alt: 'Een ingepakt cadeau',
    sources: [375, 750, 1200, 1500, 1920, 2400].map((width) => ({ width, url: `/img/cadeau.svg?w=${width}` })),
  },
  headerContent: { blockTitle: 'Cadeaubon', blockSubTitle: null, blockText: null, underText: null },
  giftcardOptions: [{ amount: 25 }, { amount: 50 }, { amount: 100 }],
  textCards: [{ blockTitle: 'Een jaar geldig', blockSubTitle: null, blockText: '<p>Geldig.</p>', underText: null }],
  textSucces: {
    blockTitle: 'Bedankt voor je bestelling!',
    blockSubTitle: 'Je cadeaubon is besteld',
    blockText: '<p>De code is onderweg.</p>',
    underText: null,
  },
  textFailed: {
    blockTitle: 'De betaling is niet gelukt',
    blockSubTitle: null,
    blockText: '<p>Er is niets afgeschreven. Probeer het opnieuw.</p>',
    underText: null,
  },
};

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const custom = answer(call);
      if (custom) return custom;
      if (call.path === '/graphql') return json(200, { data: { giftCardFlow: flow } });
      if (call.path === '/api/gift-card' && call.method === 'POST')
        return json(200, { data: { payment_url: 'http://localhost/dev/checkout/tr_1', giftcard: 'g-1' } });
      return json(404, { message: 'Dit bestaat niet.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearDraft();
  $result.set({ status: 'loading' });
  $balance.set({ status: 'idle' });
  $paying.set('idle');
  $error.set([]);
  $formErrors.set(emptyFormErrors);
  sessionStorage.clear();
});

async function settle() {
  await act(async () => {
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
  });
}

async function openAt(path: string) {
  window.history.pushState({}, '', path);
  $router.open(path);
  const view = render(<SportGiftCard />);
  await settle();
  return view;
}

const next = () => screen.getByRole('button', { name: 'Verder' });
const pay = () => screen.getByRole('button', { name: 'Betalen' });
const ownGroup = () => screen.getByRole('group', { name: 'Jouw gegevens' });
const recipientGroup = () => screen.getByRole('group', { name: 'Gegevens van de ontvanger' });
const within = (group: HTMLElement, label: string) =>
  group.querySelector<HTMLInputElement>(
    `#${CSS.escape(Array.from(group.querySelectorAll('label')).find((l) => l.textContent?.startsWith(label))!.htmlFor)}`,
  )!;

/** A filled-in form: a € 50 card as a present from Els for Noah. */
const complete = {
  amount: 50,
  gift: true,
  gift_first_name: 'Noah',
  gift_last_name: 'de Boer',
  gift_email: 'noah@example.nl',
  first_name: 'Els',
  last_name: 'Visser',
  email: 'els@example.nl',
};

describe('the gift-card form', () => {
  it('shows the header, the CMS amounts and cards, and a disabled Verder with what is missing', async () => {
    await openAt('/cadeaubon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadeaubon' })).toBeInTheDocument();
    expect(screen.getByText('Prijs van €25,- tot €100,-')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Een ingepakt cadeau' }).getAttribute('srcset')).toContain('2400w');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      '€ 25,00',
      '€ 50,00',
      '€ 100,00',
    ]);
    expect(screen.getByRole('heading', { name: 'Een jaar geldig' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(
      screen.getByText('Nog nodig: kies een bedrag, vul je voornaam in, vul je achternaam in, vul je e-mailadres in.'),
    ).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-describedby', 'sport-gift-card-missing');
  });

  it('without gift: amount and own details complete the form; a field says what is wrong once left', async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /50/ }));
    await user.type(within(ownGroup(), 'Voornaam'), 'Els');
    await user.type(within(ownGroup(), 'Achternaam'), 'Visser');
    await user.type(within(ownGroup(), 'E-mailadres'), 'els');
    await user.tab();
    expect(screen.getAllByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.').length).toBeGreaterThan(0);
    expect(within(ownGroup(), 'E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(next()).toBeDisabled();
    await user.type(within(ownGroup(), 'E-mailadres'), '@example.nl');
    expect(next()).toBeEnabled();
    expect(screen.queryByText(/^Nog nodig/)).not.toBeInTheDocument();
    expect(screen.getByText('Totaal').closest('p')).toHaveTextContent(/€\s50,00/);
  });

  it("with 'Dit is een cadeau' the buyer's own details are still asked, and the summary says from whom and to whom", async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /25/ }));
    await user.click(screen.getByRole('switch', { name: 'Dit is een cadeau' }));
    expect(
      screen.getByText('Jij krijgt de betaalbevestiging; de ontvanger krijgt alleen de cadeaubon, met jouw naam erbij.'),
    ).toBeInTheDocument();
    expect(within(ownGroup(), 'Voornaam')).toBeRequired();
    expect(within(ownGroup(), 'E-mailadres')).toBeRequired();
    await user.type(within(recipientGroup(), 'Voornaam'), 'Noah');
    await user.type(within(recipientGroup(), 'Achternaam'), 'de Boer');
    await user.type(within(recipientGroup(), 'E-mailadres'), 'noah@example.nl');
    const message = screen.getByLabelText('Persoonlijk bericht (optioneel)');
    await user.type(message, 'Veel plezier!');
    expect(screen.getByText('13 van 300 tekens')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '300');
    // the recipient alone no longer makes the form complete: the buyer is not the recipient
    expect(next()).toBeDisabled();
    expect(screen.getByText('Nog nodig: vul je voornaam in, vul je achternaam in, vul je e-mailadres in.')).toBeInTheDocument();
    await user.type(within(ownGroup(), 'Voornaam'), 'Oma');
    await user.type(within(ownGroup(), 'Achternaam'), 'Jansen');
    await user.type(within(ownGroup(), 'E-mailadres'), 'noah@example.nl');
    await user.tab();
    // the recipient's address as the buyer's would send the receipt to the recipient
    expect(next()).toBeDisabled();
    expect(screen.getAllByText(/Dit is je eigen e-mailadres/).length).toBeGreaterThan(0);
    await user.clear(within(ownGroup(), 'E-mailadres'));
    await user.type(within(ownGroup(), 'E-mailadres'), 'oma@example.nl');
    expect(next()).toBeEnabled();
    await user.click(next());
    await settle();
    expect(window.location.pathname).toBe('/cadeaubon/summary');
    expect(await screen.findByRole('heading', { name: 'Controleer je bestelling' })).toHaveFocus();
    // the document title follows the screen, as in the other widgets
    expect(document.title).toMatch(/^Controleer je bestelling/);
    const [amount, from, to, text] = screen.getAllByRole('definition');
    expect(amount).toHaveTextContent(/€\s25,00/);
    expect(from).toHaveTextContent('Oma Jansenoma@example.nl');
    expect(to).toHaveTextContent('Noah de Boernoah@example.nl');
    expect(text).toHaveTextContent('Veel plezier!');
    expect(screen.getByRole('button', { name: 'Betalen' })).toBeDisabled();
  });

  it('turning gift off copies the own details to the recipient; the recipient fields are kept for later', async () => {
    $draft.set({ ...$draft.get(), ...complete });
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Dit is een cadeau' }));
    expect(screen.queryByRole('group', { name: 'Gegevens van de ontvanger' })).not.toBeInTheDocument();
    await user.click(next());
    await settle();
    const [, from, to] = screen.getAllByRole('definition');
    expect(from).toHaveTextContent('Els Visserels@example.nl');
    expect(to).toHaveTextContent('Els Visserels@example.nl');
    expect($draft.get().gift_first_name).toBe('Noah');
  });

  it('the details survive a reload (sessionStorage) and are read back into the form', async () => {
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /100/ }));
    await user.type(within(ownGroup(), 'Voornaam'), 'Els');
    expect(JSON.parse(sessionStorage.getItem('sport-gift-card:draft')!)).toMatchObject({ amount: 100, first_name: 'Els' });
    const kept = sessionStorage.getItem('sport-gift-card:draft')!;
    // a new page: its module reads the tab's sessionStorage when it starts
    vi.resetModules();
    const fresh = await import('../../../widgets/sport-gift-card/stores/draft');
    expect(fresh.$draft.get()).toMatchObject({ amount: 100, first_name: 'Els' });
    cleanup();
    $draft.set({ ...$draft.get(), amount: 0, first_name: '' });
    sessionStorage.setItem('sport-gift-card:draft', kept);
    reloadDraft();
    await openAt('/cadeaubon');
    expect(screen.getByRole('radio', { name: /100/ })).toBeChecked();
    expect(within(ownGroup(), 'Voornaam')).toHaveValue('Els');
  });

  it('ignores a stored draft of the wrong shape', async () => {
    sessionStorage.setItem('sport-gift-card:draft', JSON.stringify({ amount: 'veel', first_name: 12, gift: 'ja', email: 'a@b.nl' }));
    reloadDraft();
    expect($draft.get()).toMatchObject({ amount: 0, first_name: '', gift: false, email: 'a@b.nl' });
  });
});

describe('the summary', () => {
  it('without a cart e-mail goes back to /cadeaubon', async () => {
    await openAt('/cadeaubon/summary');
    await waitFor(() => expect(window.location.pathname).toBe('/cadeaubon'));
    expect(await screen.findByRole('heading', { name: 'Cadeaubon bestellen' })).toBeInTheDocument();
  });

  it('needs the terms, then posts the order once (double click) and sends the browser to the payment page', async () => {
    $draft.set({ ...$draft.get(), ...complete, message: 'Hoi' });
    const { assign } = stubPageLoads();
    await openAt('/cadeaubon/summary');
    expect(screen.getByText('1x cadeaubon')).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    expect(screen.getByText('Ga akkoord met de voorwaarden om verder te gaan.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }));
    await user.dblClick(pay());
    await settle();
    const posts = calls.filter((c) => c.path === '/api/gift-card');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      amount: 50,
      gift: true,
      first_name: 'Els',
      last_name: 'Visser',
      email: 'els@example.nl',
      gift_first_name: 'Noah',
      gift_last_name: 'de Boer',
      gift_email: 'noah@example.nl',
      message: 'Hoi',
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://localhost/dev/checkout/tr_1');
    expect(screen.getByRole('button', { name: 'Naar de betaalpagina…' })).toBeDisabled();
  });

  it('never sends the browser to a payment_url that is not http(s)', async () => {
    $draft.set({ ...$draft.get(), ...complete, terms: true });
    const { assign } = stubPageLoads();
    answer = (call) =>
      call.path === '/api/gift-card' ? json(200, { data: { payment_url: 'javascript:alert(1)', giftcard: 'g' } }) : undefined;
    await openAt('/cadeaubon/summary');
    await userEvent.setup().click(pay());
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('We konden de betaalpagina niet openen');
    expect(pay()).toBeEnabled();
  });

  it('shows a refusal of the server and keeps the details', async () => {
    $draft.set({ ...$draft.get(), ...complete, terms: true });
    answer = (call) =>
      call.path === '/api/gift-card'
        ? json(422, { message: 'Kies een van de bedragen: €25, €100.', errors: { amount: ['Kies een van de bedragen: €25, €100.'] } })
        : undefined;
    await openAt('/cadeaubon/summary');
    await userEvent.setup().click(pay());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een van de bedragen: €25, €100.');
    expect($draft.get()).toMatchObject(complete);
  });
});

describe('the result pages', () => {
  const order = (status: string) => (call: Call) =>
    call.path === '/api/gift-card/g-1' ? json(200, { data: { uuid: 'g-1', status, amount: '50.00', gift: true } }) : undefined;

  it('success: the CMS text and links home and to /cadeaubon; the details are cleared once paid', async () => {
    $draft.set({ ...$draft.get(), amount: 50, first_name: 'Els' });
    answer = order('paid');
    await openAt('/cadeaubon/succes?giftcard=g-1');
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeInTheDocument();
    expect(screen.getByText('De code is onderweg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Nog een cadeaubon bestellen' })).toHaveAttribute('href', '/cadeaubon');
    expect($draft.get().first_name).toBe('');
    expect(sessionStorage.getItem('sport-gift-card:draft')).toBeNull();
  });

  it.each([
    ['failed', 'De betaling is niet gelukt', 'De betaling is mislukt.'],
    ['canceled', 'Je hebt de betaling geannuleerd', 'Er is niets afgeschreven. Je gegevens staan nog klaar.'],
    ['expired', 'De betaling is niet gelukt', 'De betaling is verlopen, omdat hij niet op tijd is afgerond. Er is niets afgeschreven.'],
  ])("failed page for %s: says what happened, keeps the details and offers 'Opnieuw betalen'", async (status, title, text) => {
    $draft.set({ ...$draft.get(), amount: 50, first_name: 'Els', last_name: 'Visser', email: 'els@example.nl' });
    answer = order(status);
    await openAt('/cadeaubon/mislukt?giftcard=g-1');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    // said once, by the widget or by the CMS text beside it
    expect(document.body.textContent!.split('Er is niets afgeschreven').length - 1).toBe(1);
    expect(screen.getByRole('link', { name: 'Opnieuw betalen' })).toHaveAttribute('href', '/cadeaubon/summary');
    expect(screen.getByRole('link', { name: 'Naar de cadeaubon' })).toHaveAttribute('href', '/cadeaubon');
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    expect($draft.get().first_name).toBe('Els');
  });

  it('success of a gift: says to whom the code went, where the receipt went, and the short order number', async () => {
    answer = (call) =>
      call.path === '/api/gift-card/g-1'
        ? json(200, {
            data: {
              uuid: 'g-1',
              status: 'paid',
              amount: '50.00',
              gift: true,
              number: 'CB-1042',
              sent_to: { name: 'Noah de Boer', email: 'noah@example.nl' },
              receipt_to: 'oma@example.nl',
            },
          })
        : undefined;
    await openAt('/cadeaubon/succes?giftcard=g-1');
    expect(await screen.findByText('We hebben de cadeaubon per e-mail naar Noah de Boer (noah@example.nl) gestuurd.')).toBeInTheDocument();
    expect(screen.getByText('Je betaalbevestiging staat in je mailbox (oma@example.nl).')).toBeInTheDocument();
    expect(screen.getByText('CB-1042').closest('p')).toHaveTextContent('Bestelnummer: CB-1042');
  });

  it('without a CMS text the failed page still says once that nothing was charged', async () => {
    answer = order('failed');
    $giftCardFlow.set({ ...flow, textFailed: null });
    try {
      await openAt('/cadeaubon/mislukt?giftcard=g-1');
      expect(await screen.findByText('De betaling is mislukt. Er is niets afgeschreven.')).toBeInTheDocument();
      expect(document.body.textContent!.split('Er is niets afgeschreven').length - 1).toBe(1);
    } finally {
      $giftCardFlow.set(flow);
    }
  });

  it('the failed address of a paid order shows the success page', async () => {
    answer = order('paid');
    await openAt('/cadeaubon/mislukt?giftcard=g-1');
    await waitFor(() => expect(window.location.pathname).toBe('/cadeaubon/succes'));
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeInTheDocument();
  });
});

describe('Saldo bekijken', () => {
  it('shows the balance and the expiry', async () => {
    answer = (call) =>
      call.path === '/api/gift-card/balance'
        ? json(200, {
            data: { code: 'KADO-DEMO-2026', balance: '10.50', amount: '50.00', expires_at: '2027-12-31T22:59:59.000Z', expired: false },
          })
        : undefined;
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Saldo bekijken' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Code van je cadeaubon/), 'kado-demo-2026');
    await user.click(submit);
    await settle();
    expect(calls.find((c) => c.path === '/api/gift-card/balance')?.body).toEqual({ code: 'kado-demo-2026' });
    expect(screen.getByText(/Er staat nog €\s10,50 op deze cadeaubon\. Geldig tot en met 31 december 2027\./)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('keeps the keyboard focus on the button while it checks (aria-disabled, not disabled), and checks once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = (call) =>
      call.path === '/api/gift-card/balance'
        ? held.then(() =>
            json(200, { data: { code: 'KADO-DEMO-2026', balance: '10.50', amount: '50.00', expires_at: null, expired: false } }),
          )
        : undefined;
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Code van je cadeaubon/), 'kado-demo-2026');
    await user.tab();
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Bezig met zoeken…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    release();
    await settle();
    expect(calls.filter((c) => c.path === '/api/gift-card/balance')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Saldo bekijken' })).toHaveFocus();
    expect(screen.getByText(/Er staat nog €\s10,50 op deze cadeaubon/)).toHaveAttribute('role', 'status');
  });

  it("announces the server's Dutch message when there were too many wrong codes", async () => {
    const message = 'Je hebt te vaak een code geprobeerd die niet bestaat. Probeer het over 15 minuten opnieuw.';
    answer = (call) =>
      call.path === '/api/gift-card/balance'
        ? new Response(JSON.stringify({ message, errors: { code: [message] } }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
          })
        : undefined;
    await openAt('/cadeaubon');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Code van je cadeaubon/), 'KADO-XXXX');
    await user.click(screen.getByRole('button', { name: 'Saldo bekijken' }));
    await settle();
    expect(screen.getByLabelText(/Code van je cadeaubon/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.sport-gift-card__balance-result')).toHaveTextContent(message);
  });
});
