// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MORE_SCREENS } from '../../../widgets/sport-staff/screens/more';
import { json, offline, settle, staffApi } from './helpers';

// /beheer/logboek (docs/rules.md "Back office"): who did what and when, newest first, Dutch labels per
// action; 'Meer laden' reads the next page of 50.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, action: string, subject: string, details: Record<string, unknown> = {}, actor = 'beheer@example.nl') => ({
  id,
  // 10:00 UTC is 12:00 in Amsterdam (summer time)
  at: `2099-07-20T10:${String(Math.max(0, id - 10)).padStart(2, '0')}:00.000Z`,
  actor,
  action,
  subject,
  details,
});

const first = [
  entry(60, 'places.set', 'ev-zomer', { title: 'Voetbalkamp Zomer 2099', from: 40, to: 45 }),
  entry(59, 'medical.view', 'ev-zomer', { title: 'Voetbalkamp Zomer 2099', participants: 30 }),
  entry(58, 'export.xlsx', 'ev-zomer', { title: 'Voetbalkamp Zomer 2099', rows: 30, medical: true }),
  entry(57, 'order.refund', 'SV-1038', { tickets: ['t-1'], amount_cents: 16500, reason: 'Ziek', lines: 2 }),
  entry(56, 'role.add', 'trainer@example.nl', { created: true }, 'console'),
  entry(55, 'something.new', 'iets'),
];
const pageOf = (page: number, entries: unknown[], total = 52) => ({ data: { entries, page, per_page: 50, total } });

describe('log', () => {
  it('shows who did what and when, newest first, in Dutch, and loads the next page below', async () => {
    const api = staffApi({ 'GET /api/staff/log': pageOf(1, first) });
    // the page number is in the query: answer by it
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const url = new URL((input as Request).url);
      if (url.pathname === '/api/staff/log' && url.searchParams.get('page') === '2')
        // one line was logged meanwhile: line 55 moved to page 2 and is not shown twice
        return json(200, pageOf(2, [entry(55, 'something.new', 'iets'), entry(2, 'check_in', 't-sem', { present: true })], 53));
      return answer(input, init);
    });
    render(<MORE_SCREENS.log params={{}} />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Logboek' })).toBeInTheDocument();
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
    // (\s: the money's non-breaking space)
    expect(rows().map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Wanneer: 20 juli 2099 12:50Wie: beheer@example.nlAantal plaatsen gewijzigd Voetbalkamp Zomer 2099 · van 40 naar 45 plaatsen',
      'Wanneer: 20 juli 2099 12:49Wie: beheer@example.nlMedische gegevens bekeken Voetbalkamp Zomer 2099 · 30 deelnemers',
      'Wanneer: 20 juli 2099 12:48Wie: beheer@example.nlDeelnemers geëxporteerd (Excel) Voetbalkamp Zomer 2099 · 30 rijen · met medische gegevens',
      'Wanneer: 20 juli 2099 12:47Wie: beheer@example.nlBestelling geannuleerd of terugbetaald SV-1038 · € 165,00 · Ziek',
      'Wanneer: 20 juli 2099 12:46Wie: Beheerder (opdrachtregel)Beheerrechten gegeven trainer@example.nl · nieuw account',
      'Wanneer: 20 juli 2099 12:45Wie: beheer@example.nlsomething.new iets',
    ]);
    expect(screen.getByText('6 van 52 regels')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Meer laden' }));
    await settle();
    expect(rows()).toHaveLength(7);
    expect(rows()[6]).toHaveTextContent('Aanwezigheid t-sem · aanwezig');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    const asked = api.fetch.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/staff/log');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('a page that fails to load says so in Dutch and keeps what was shown, to try again', async () => {
    let online = true;
    staffApi({ 'GET /api/staff/log': () => (online ? json(200, pageOf(1, first)) : offline()) });
    render(<MORE_SCREENS.log params={{}} />);
    await settle();
    online = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Meer laden' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
  });

  it("a refusal shows the server's Dutch message; an empty log says so", async () => {
    staffApi({ 'GET /api/staff/log': json(403, { message: 'Alleen medewerkers van de shop kunnen dit zien.' }) });
    render(<MORE_SCREENS.log params={{}} />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Alleen medewerkers van de shop kunnen dit zien.');
    cleanup();
    staffApi({ 'GET /api/staff/log': pageOf(1, [], 0) });
    render(<MORE_SCREENS.log params={{}} />);
    await settle();
    expect(screen.getByText('Het logboek is nog leeg.')).toBeInTheDocument();
  });
});
