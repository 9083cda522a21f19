// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MORE_SCREENS } from '../../../widgets/sport-staff/screens/more';
import { json, offline, refund, settle, staffApi, staffEvent, staffOrder } from './helpers';

// /beheer/bestellingen (docs/rules.md "Back office", "Cancellation"): find an order, open it, cancel a ticket
// with a refund after one question, sent once; a failed refund tried again.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = staffOrder();
const detail = (status = 'paid') => ({
  order: { ...order, status },
  parent_phone: '0612345678',
  lines: [
    { child_name: 'Sem de Vries', with_shirt: true, shirt_size: '152', price: '165.00', shirt_price: '15.00' },
    { child_name: 'Lotte de Vries', with_shirt: false, shirt_size: 'none', price: '150.00', shirt_price: '0.00' },
  ],
  discounts: { voucher: '0.00', gift_card: '0.00' },
  payments: [
    {
      uuid: 'p-1',
      provider: 'test',
      amount: '330.00',
      status: 'paid',
      created_at: '2099-03-01T09:15:00.000Z',
      updated_at: '2099-03-01T09:17:00.000Z',
    },
  ],
  mails: [{ subject: 'Je bestelling SV-1038', to: 'anna@example.nl', status: 'sent', created_at: '2099-03-01T09:18:00.000Z' }],
});
const participant = (ticket: string, first: string) => ({
  ticket_uuid: ticket,
  first_name: first,
  last_name: 'de Vries',
  birthdate: '',
  age: null,
  gender: 'u',
  shirt_size: 'none',
  contact_phone: '',
  parent_name: 'Anna de Vries',
  parent_phone: '',
  parent_email: 'anna@example.nl',
  order_number: 'SV-1038',
  present: false,
  present_at: null,
  feedback_text: null,
  trainer_id: null,
});
// Lotte's ticket was canceled before: only Sem's is among the participants, beside another order's child
const participants = {
  event: staffEvent(),
  participants: [participant('t-sem', 'Sem'), { ...participant('t-ander', 'Daan'), order_number: 'SV-1040' }],
  shirt_sizes: [],
  present: 0,
  total: 2,
  medical: false,
  server_time: '2099-07-01T10:00:00.000Z',
};

async function openOrder(refunds: unknown) {
  const api = staffApi({
    'GET /api/staff/orders': { data: [order, staffOrder({ uuid: 'o-1040', number: 'SV-1040', parent_name: 'Piet Bakker' })] },
    'GET /api/staff/orders/o-1038': { data: detail() },
    'GET /api/staff/events/ev-zomer/participants': { data: participants },
    'POST /api/staff/orders/o-1038/refunds': refunds,
  });
  render(<MORE_SCREENS.orders params={{ q: 'SV-10' }} />);
  await settle();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Bestelling SV-1038 openen/ }));
  await settle();
  return { api, user };
}

async function fillRefund(user: ReturnType<typeof userEvent.setup>, amount = '') {
  await user.click(screen.getByRole('radio', { name: 'Losse tickets' }));
  // only this order's tickets that still stand: Lotte's is canceled, Daan's is another order's
  expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Sem de Vries']);
  await user.click(screen.getByRole('checkbox', { name: 'Sem de Vries' }));
  if (amount) await user.type(screen.getByRole('textbox', { name: /^Bedrag/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /^Reden/ }), 'Ziek');
  await user.click(screen.getByRole('button', { name: 'Verder' }));
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('orders', () => {
  it('finds orders, opens one with its lines, payments and mails, and cancels a ticket once after one question', async () => {
    const answer = {
      order: 'o-1038',
      canceled: ['t-sem'],
      refunds: [refund({ status: 'failed', error: 'Onvoldoende saldo.' })],
      refunded_amount: '0.00',
    };
    const { api, user } = await openOrder({ data: answer });
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/staff/orders' });
    expect(new URL((api.fetch.mock.calls[0]![0] as Request).url).searchParams.get('q')).toBe('SV-10');
    expect(screen.getByRole('heading', { name: 'Bestelling SV-1038' })).toHaveFocus();
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row').slice(1).map(text);
    expect(rows).toEqual([
      'Sem de VriesVoetbalkamp Zomer 2099€ 165,00 + shirt 152: € 15,00Geldig',
      'Lotte de VriesVoetbalkamp Zomer 2099€ 150,00Geannuleerd',
    ]);
    expect(text(within(screen.getAllByRole('table')[1]!).getAllByRole('row')[1]!)).toBe('test€ 330,00Betaald1 maart 2099 10:17');
    expect(text(screen.getByText('Je bestelling SV-1038').closest('li')!)).toBe(
      'Je bestelling SV-1038 · anna@example.nl · Verstuurd · 1 maart 2099 10:18',
    );
    expect(screen.getByText('Nog geen terugbetalingen.')).toBeInTheDocument();

    await fillRefund(user);
    expect(screen.getByText('Deze tickets vervallen: Sem de Vries.')).toBeInTheDocument();
    expect(screen.getByText('Het volledige deel van de gekozen tickets gaat terug.')).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Ja, annuleer en betaal terug' });
    await user.dblClick(yes);
    await settle();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/api/staff/orders/o-1038/refunds', body: { tickets: ['t-sem'], reason: 'Ziek' } }]);
    const said = screen.getAllByRole('status').map(text).join(' | ');
    expect(said).toContain('1 ticket geannuleerd; in totaal is nu € 0,00 terugbetaald.');
    expect(said).toContain('De terugbetaling van € 165,00 is mislukt: Onvoldoende saldo.');
    // the order is read again behind the result
    expect(api.calls.filter((c) => c.path === '/api/staff/orders/o-1038')).toHaveLength(2);
  });

  it('a failed refund is tried again once, however often the button is pressed', async () => {
    const failed = refund({ status: 'failed', error: 'Onvoldoende saldo.' });
    const { api, user } = await openOrder({ data: { order: 'o-1038', canceled: [], refunds: [failed], refunded_amount: '0.00' } });
    api.fetch.mockClear();
    const answer = api.fetch.getMockImplementation()!;
    const retried: string[] = [];
    api.fetch.mockImplementation(async (input, init) => {
      const url = new URL((input as Request).url);
      if (url.pathname !== '/api/staff/refunds/r-1/retry') return answer(input, init);
      retried.push(url.pathname);
      return json(200, { data: { ...failed, status: 'refunded', error: null } });
    });
    await user.click(screen.getByRole('radio', { name: /^Geen tickets/ }));
    await user.type(screen.getByRole('textbox', { name: /^Bedrag/ }), '165');
    await user.type(screen.getByRole('textbox', { name: /^Reden/ }), 'Dubbel betaald');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByText('Er vervallen geen tickets.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, annuleer en betaal terug' }));
    await settle();
    const section = screen.getByRole('region', { name: 'Terugbetalingen' });
    expect(text(section)).toContain('€ 165,00 naar de rekening · Mislukt');
    await user.dblClick(within(section).getByRole('button', { name: /^Opnieuw proberen \(terugbetaling van €\s165,00\)$/ }));
    await settle();
    expect(retried).toEqual(['/api/staff/refunds/r-1/retry']);
    expect(within(section).getByRole('status')).toHaveTextContent('Terugbetaling van € 165,00 opnieuw geprobeerd: Terugbetaald.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it("a refusal (422) goes back to the form with the server's message by its field, nothing typed lost", async () => {
    const message = 'Er kan nog hoogstens € 165,00 worden terugbetaald.';
    const { user } = await openOrder(json(422, { message, errors: { amount: [message] } }));
    await fillRefund(user, '200');
    expect(screen.getByText('€ 200,00 gaat terug.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, annuleer en betaal terug' }));
    await settle();
    const amount = screen.getByRole('textbox', { name: /^Bedrag/ });
    expect(amount).toHaveValue('200');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('textbox', { name: /^Reden/ })).toHaveValue('Ziek');
    expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeChecked();
  });

  it('a lost network says so in Dutch and keeps the question, to answer again; a search keeps its words', async () => {
    let online = false;
    const { api, user } = await openOrder(() =>
      online ? json(200, { data: { order: 'o-1038', canceled: ['t-sem'], refunds: [refund()], refunded_amount: '165.00' } }) : offline(),
    );
    await fillRefund(user);
    await user.click(screen.getByRole('button', { name: 'Ja, annuleer en betaal terug' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Ja, annuleer en betaal terug' }));
    await settle();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { tickets: ['t-sem'], reason: 'Ziek' },
      { tickets: ['t-sem'], reason: 'Ziek' },
    ]);
    expect(screen.getAllByRole('status').map(text).join(' ')).toContain('1 ticket geannuleerd; in totaal is nu € 165,00 terugbetaald.');

    await user.click(screen.getByRole('button', { name: 'Terug naar de resultaten' }));
    expect(screen.getByRole('button', { name: /^Bestelling SV-1038 openen/ })).toBeInTheDocument();
    online = false;
    api.fetch.mockImplementation(() => offline());
    const search = screen.getByRole('searchbox', { name: /^Zoek op bestelnummer/ });
    await user.clear(search);
    await user.type(search, 'anna@example.nl{Enter}');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    expect(search).toHaveValue('anna@example.nl');
  });

  it('a server that names the tickets and refunds per order is read as it is, without the participants call', async () => {
    const newer = {
      ...detail('partially_refunded'),
      lines: detail().lines.map((line, i) => ({ ...line, ticket_uuid: i ? 't-lotte' : 't-sem', canceled: i === 0 })),
      refunds: [refund({ status: 'failed', error: 'Rekening opgeheven.' })],
    };
    const api = staffApi({
      'GET /api/staff/orders': { data: [order] },
      'GET /api/staff/orders/o-1038': { data: newer },
    });
    render(<MORE_SCREENS.orders params={{}} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Laatste bestellingen' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Bestelling SV-1038 openen/ }));
    await settle();
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Geannuleerd', 'Geldig']);
    expect(screen.getByText('Deels terugbetaald')).toBeInTheDocument();
    expect(text(screen.getByRole('region', { name: 'Terugbetalingen' }))).toContain('Rekening opgeheven.');
    await user.click(screen.getByRole('radio', { name: 'Losse tickets' }));
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Lotte de Vries']);
    expect(api.paths()).not.toContain('GET /api/staff/events/ev-zomer/participants');
  });

  it('a new search in the route (params.q) shows its results', async () => {
    const api = staffApi({ 'GET /api/staff/orders': { data: [order] } });
    const { rerender } = render(<MORE_SCREENS.orders params={{}} />);
    await settle();
    rerender(<MORE_SCREENS.orders params={{ q: 'anna' }} />);
    await settle();
    expect(screen.getByRole('searchbox', { name: /^Zoek op bestelnummer/ })).toHaveValue('anna');
    expect(screen.getByRole('heading', { name: '1 bestelling voor "anna"' })).toBeInTheDocument();
    const asked = api.fetch.mock.calls.map(([request]) => new URL((request as Request).url).searchParams.get('q'));
    expect(asked).toEqual([null, 'anna']);
  });
});
