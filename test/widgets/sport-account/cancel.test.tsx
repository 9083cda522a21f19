// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CancelAnswer, CancelQuote } from '../../../shared/contract/cancellation';
import type { UserEvent } from '../../../shared/contract/user';
import { dashboardEvent, graphql, json, lotte, openDashboard, resetAccountState, sem, settle, type Call } from './helpers';

// 'Annuleren' on the dashboard (docs/rules.md "Cancellation"): the server's quote, one question, one cancel.
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

const ticket = (uuid: string, profile = sem) => ({ uuid, profile, feedback_text: null, trainer_name: null, trainer_photo: null });
const past = dashboardEvent({
  external_id: 'ev-herfst',
  title: 'Herfstclinic 2020',
  slug: '',
  startDate: '2020-10-17T10:00:00+02:00',
  endDate: '2020-10-17T15:00:00+02:00',
});
const contact = { email: 'info@kamp.example', phone: '030 123 45 67', openingHours: 'op werkdagen van 9.00 tot 17.00 uur' };
const policy = 'Tot vier weken voor de start annuleer je kosteloos; daarna krijg je tot een week voor de start de helft terug.';

const quote = (extra: Partial<CancelQuote> = {}): CancelQuote => ({
  ticket: 't-sem',
  child_name: 'Sem de Vries',
  event_title: 'Voetbalkamp Zomer 2099',
  can_cancel: true,
  reason: null,
  refund_amount: '165.00',
  to_account: '145.00',
  to_gift_card: '20.00',
  fee_amount: '24.00',
  free_until: '2099-06-21',
  cancel_until: '2099-07-12',
  policy,
  ...extra,
});

const answer: CancelAnswer = {
  ticket: 't-sem',
  order: 'o-1',
  refund_amount: '165.00',
  refunds: [
    {
      uuid: 'r-1',
      amount: '20.00',
      destination: 'gift_card',
      status: 'refunded',
      error: null,
      reason: '',
      created_at: '2026-11-27T10:00:00Z',
    },
    {
      uuid: 'r-2',
      amount: '145.00',
      destination: 'account',
      status: 'processing',
      error: null,
      reason: '',
      created_at: '2026-11-27T10:00:00Z',
    },
  ],
};

/**
 * The dashboard with Sem and Lotte on the summer camp and Sem on a past clinic; the server forgets Sem's
 * summer ticket once it is canceled. `cancel`: the answer to the POST (a function may hold it back).
 */
async function open(answers: { quote?: unknown; cancel?: unknown } = {}) {
  let events: UserEvent[] = [
    { uuid: 'ev-zomer', tickets: [ticket('t-sem'), ticket('t-lotte', lotte)] },
    { uuid: 'ev-herfst', tickets: [ticket('t-old')] },
  ];
  const api = await openDashboard({
    'GET /api/user/events': () => json(200, { data: events }),
    'GET /api/user/orders': { data: [] },
    'POST /graphql': (call: Call) =>
      String((call.body as { query: string }).query).includes('ShopContact')
        ? graphql({ orderFlow: { contact } })
        : graphql({ eventsByExternalIds: [dashboardEvent(), past] }),
    'GET /api/tickets/t-sem/cancel': answers.quote ?? { data: quote() },
    'POST /api/tickets/t-sem/cancel': async (call: Call) => {
      const given = typeof answers.cancel === 'function' ? await answers.cancel(call) : (answers.cancel ?? json(200, { data: answer }));
      if ((given as Response).ok) events = events.map((e) => ({ ...e, tickets: e.tickets.filter((t) => t.uuid !== 't-sem') }));
      return given as Response;
    },
  });
  const button = await screen.findByRole('button', { name: 'Annuleren (Sem de Vries, Voetbalkamp Zomer 2099)' });
  return { api, button, user: userEvent.setup() };
}

const posts = (api: { paths: () => string[] }) => api.paths().filter((p) => p === 'POST /api/tickets/t-sem/cancel').length;
const upcoming = () => screen.getByRole('region', { name: 'Komende evenementen' });

describe('cancel a ticket from the dashboard', () => {
  it('offers Annuleren on each ticket of an upcoming event only, named by the child and the event', async () => {
    await open();
    expect(
      within(upcoming())
        .getAllByRole('button', { name: /^Annuleren/ })
        .map((b) => b.textContent),
    ).toEqual(['Annuleren (Sem de Vries, Voetbalkamp Zomer 2099)', 'Annuleren (Lotte de Vries, Voetbalkamp Zomer 2099)']);
    expect(within(screen.getByRole('region', { name: 'Afgelopen evenementen' })).queryByRole('button', { name: /Annuleren/ })).toBeNull();
  });

  it('shows the server’s numbers: what comes back where, what the rule keeps, the rule; Nee, terug sends nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, button, user } = await open({ quote: async () => (await held, json(200, { data: quote() })) });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Inschrijving van Sem annuleren' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('We rekenen uit wat je terugkrijgt…');
    expect(within(dialog).getByRole('button', { name: 'Nee, terug' })).toHaveFocus();
    release();
    await settle();
    expect(dialog).toHaveTextContent('Je annuleert de inschrijving van Sem de Vries voor Voetbalkamp Zomer 2099.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['€\u00a0145,00 terug op je rekening', '€\u00a020,00 terug op je cadeaubon']);
    expect(dialog).toHaveTextContent('€ 24,00 houden we in, volgens de annuleringsregels.');
    expect(dialog).toHaveTextContent(`Annuleringsregels: ${policy}`);
    expect(within(dialog).getByRole('button', { name: 'Ja, annuleer Sem' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Nee, terug' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(posts(api)).toBe(0);
  });

  it('a double click cancels once; the result is announced, the ticket leaves the list, focus lands on the event', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, button, user } = await open({ cancel: async () => (await held, json(200, { data: answer })) });
    await user.click(button);
    const confirm = await screen.findByRole('button', { name: 'Ja, annuleer Sem' });
    await user.dblClick(confirm);
    expect(confirm).toHaveTextContent('Bezig met annuleren…');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    // while it is under way the dialog stays, so its result is seen
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();
    await settle();
    expect(posts(api)).toBe(1);

    const result = within(screen.getByRole('dialog')).getByRole('status');
    expect(result).toHaveTextContent('De inschrijving van Sem de Vries voor Voetbalkamp Zomer 2099 is geannuleerd.');
    expect(result).toHaveTextContent('€ 20,00 staat weer op je cadeaubon.');
    expect(result).toHaveTextContent('€ 145,00 gaat terug naar je rekening; dat kan een paar dagen duren.');
    expect(result).toHaveFocus();
    // the events and the orders were read again: Sem's ticket is gone, Lotte's stays
    expect(api.paths().filter((p) => p === 'GET /api/user/orders')).toHaveLength(2);
    expect(within(upcoming()).queryByRole('button', { name: /Sem de Vries/ })).toBeNull();
    expect(within(upcoming()).getByRole('button', { name: /Lotte de Vries/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.isConnected).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: 'Voetbalkamp Zomer 2099' })).toHaveFocus();
  });

  it('outside the rule: the server’s reason and how to reach the shop, no question asked', async () => {
    const reason =
      'Annuleren kon tot en met 12 juli 2099. Neem contact met ons op als je toch niet kunt komen; misschien kan een ander kind je plek innemen.';
    const { api, button, user } = await open({
      quote: {
        data: quote({ can_cancel: false, reason, refund_amount: '0.00', to_account: '0.00', to_gift_card: '0.00', fee_amount: '0.00' }),
      },
    });
    await user.click(button);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent(reason));
    expect(dialog).toHaveTextContent(
      'Zo bereik je ons: Mail naar info@kamp.example of bel 030 123 45 67 (op werkdagen van 9.00 tot 17.00 uur).',
    );
    expect(within(dialog).getByRole('link', { name: 'info@kamp.example' })).toHaveAttribute('href', 'mailto:info@kamp.example');
    expect(within(dialog).getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    expect(dialog).not.toHaveTextContent('terug op je rekening');
    expect(within(dialog).queryByRole('button', { name: /Ja, annuleer/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    expect(posts(api)).toBe(0);
  });

  it('a quote that cannot be read is said in Dutch and asked again with Opnieuw proberen', async () => {
    let fail = true;
    const { button, user } = await open({
      quote: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { data: quote() })),
    });
    await user.click(button);
    const dialog = screen.getByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Er is geen verbinding met de server.'));
    expect(alert).toHaveFocus();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    await settle();
    expect(dialog).toHaveTextContent('€ 145,00 terug op je rekening');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a cancel the server fails keeps the ticket and the question; answering again cancels', async () => {
    let fail = true;
    const { api, button, user } = await open({
      cancel: () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: answer })),
    });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Ja, annuleer Sem' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.',
    );
    expect(dialog).toHaveTextContent('€ 145,00 terug op je rekening');
    expect(button.isConnected).toBe(true);

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Ja, annuleer Sem' }));
    await settle();
    expect(within(dialog).getByRole('status')).toHaveTextContent('is geannuleerd');
    expect(posts(api)).toBe(2);
  });

  it('the last day passed since the quote (422): the server’s quote is asked again and says why, nothing is asked any more', async () => {
    const reason = 'Annuleren kon tot en met 12 juli 2099. Neem contact met ons op als je toch niet kunt komen.';
    let late = false;
    const { api, button, user } = await open({
      quote: () => json(200, { data: late ? quote({ can_cancel: false, reason }) : quote() }),
      cancel: () => ((late = true), json(422, { message: reason, errors: { ticket: [reason] } })),
    });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Ja, annuleer Sem' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(reason);
    expect(within(dialog).queryByRole('button', { name: /Ja, annuleer/ })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(api.paths().filter((p) => p === 'GET /api/tickets/t-sem/cancel')).toHaveLength(2);
  });
});
