// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $draft } from '../../../widgets/sport-gift-card/stores/draft';
import { $giftCardFlow } from '../../../widgets/sport-gift-card/stores/flow';
import { stubPageLoads } from '../../support/browser';
import { complete, flow, json, openAt, pay, resetGiftCard, settle, stubNetwork, type Call } from './setup';

// <sport-gift-card> as a component (spec §2 "Gift card screens", §4 "Gift card"): the summary, the
// result pages and the balance check, with fetch stubbed at the network edge (setup.tsx); the form:
// gift-card-form.test.tsx.

let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  stubNetwork((call) => {
    calls.push(call);
    return answer(call);
  });
});
afterEach(resetGiftCard);

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
