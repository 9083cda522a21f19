// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../support/network';
import { EVENTS, mountList, SERVER_LIST, settle, unstub } from './fixtures';

// <sport-event-list> (docs/rules.md "Event list"): the CMS's upcoming events with the live places of
// one stock request; the places never say "Vol" on an unknown (docs/rules.md "Never sold out on an unknown").
beforeEach(() => window.history.replaceState(null, '', '/evenementen'));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  unstub();
});

const items = () => within(screen.getByRole('list', { name: 'Evenementen' })).getAllByRole('listitem');
const titles = () => items().map((item) => within(item).getByRole('heading').textContent);

describe('<sport-event-list>', () => {
  it('lists the upcoming events by date with image, title, date, age, location, price and places, from ONE stock request', async () => {
    const { api } = await mountList();
    expect(titles()).toEqual(['Hockeyclinic', 'Keeperstraining', 'Voetbalkamp Zomer', 'Tennisweek']);
    const keeper = items()[1]!;
    expect(keeper).toHaveTextContent('10 april 2099 · 9 t/m 14 jaar · Sportcentrum Het Hoge Land, Amersfoort');
    expect(keeper).toHaveTextContent('EUR 45 per kind');
    expect(keeper).toHaveTextContent('Nog 3 plekken');
    expect(within(keeper).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/order/keeperstraining');
    expect(keeper.querySelector('img')).toHaveAttribute('src', '/assets/img/voetbal.svg?w=750');
    expect(keeper.querySelector('img')).toHaveAttribute('width', '600');
    // a real 0 with a waiting list: a link to the order page's list, not a dead button
    const hockey = items()[0]!;
    expect(within(hockey).getByRole('link', { name: 'Vol – zet je op de wachtlijst' })).toHaveAttribute('href', '/order/hockeyclinic');
    expect(within(hockey).queryByRole('link', { name: 'Inschrijven' })).toBeNull();
    // 40 places: no count
    expect(items()[2]).not.toHaveTextContent(/Nog \d/);
    expect(api.paths().filter((p) => p.includes('/api/'))).toEqual(['GET /api/events/stock']);
    expect(api.paths().filter((p) => p === 'POST /graphql')).toHaveLength(1);
  });

  it.each([
    ['the call fails', json(500, { message: 'Er ging iets mis op de server. Probeer het later opnieuw.' })],
    ['the answer is unreadable', json(200, { data: [{ uuid: 'ev-hockey', stock: 'nul' }] })],
    ['the answer is no JSON', new Response('<html>proxy</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['the answer leaves the event out', json(200, { data: [] })],
  ])('keeps "Inschrijven" as a working link and says nothing about places when %s', async (_, answer) => {
    await mountList({}, { stock: answer });
    expect(items()).toHaveLength(4);
    for (const item of items()) expect(within(item).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href');
    expect(document.body).not.toHaveTextContent(/Vol|Uitverkocht|Nog \d/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the shop’s address of the server’s list when the places fail, so a wrong API address cannot break the link', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'sport-shop:api', content: 'http://localhost:9/api' });
    document.head.append(meta);
    try {
      await mountList(
        {},
        { stock: json(500, {}) },
        SERVER_LIST.replaceAll('"/order/keeperstraining"', '"https://shop.example.nl/order/keeperstraining"'),
      );
      expect(within(items()[1]!).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute(
        'href',
        'https://shop.example.nl/order/keeperstraining',
      );
    } finally {
      meta.remove();
    }
    // with the API answering, the element's own address of the shop's pages counts (here: this page)
    cleanup();
    await mountList({}, {}, SERVER_LIST.replaceAll('"/order/keeperstraining"', '"https://elders.example.nl/order/keeperstraining"'));
    expect(within(items()[1]!).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/order/keeperstraining');
  });

  it('narrows by the editor’s attributes: sport (any case), age, period, location and a limit', async () => {
    await mountList({ sport: 'voetbal' });
    expect(titles()).toEqual(['Keeperstraining', 'Voetbalkamp Zomer']);
    cleanup();
    await mountList({ age: 13 });
    expect(titles()).toEqual(['Keeperstraining', 'Tennisweek']);
    cleanup();
    await mountList({ from: '2099-04-01', until: '2099-07-31', limit: 1 });
    expect(titles()).toEqual(['Keeperstraining']);
    cleanup();
    await mountList({ location: 'amersfoort' });
    expect(titles()).toEqual(['Keeperstraining']);
  });

  it('keeps the server’s list when the CMS cannot be read', async () => {
    await mountList({}, { events: json(500, {}) });
    expect(titles()).toEqual(['Keeperstraining']);
    expect(screen.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute('href', '/order/keeperstraining');
  });
});

describe('<sport-event-list filters="true">', () => {
  it('reads the filters from the address, so a shared link shows the same list', async () => {
    window.history.replaceState(null, '', '/evenementen?leeftijd=13&sport=Tennis#lijst');
    await mountList({ filters: true });
    expect(titles()).toEqual(['Tennisweek']);
    expect(screen.getByRole('combobox', { name: 'Leeftijd kind' })).toHaveValue('13');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('Tennis');
    expect(screen.getByRole('status')).toHaveTextContent('1 evenement');
  });

  it('keeps each choice in the address and announces the number of events politely', async () => {
    window.history.replaceState(null, '', '/evenementen?pagina=2');
    await mountList({ filters: true });
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('4 evenementen');
    const month = screen.getByRole('combobox', { name: 'Maand' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle maanden', 'maart 2099', 'april 2099', 'juli 2099', 'augustus 2099']);
    await user.selectOptions(month, '2099-07');
    expect(titles()).toEqual(['Voetbalkamp Zomer']);
    expect(window.location.search).toBe('?pagina=2&maand=2099-07');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leeftijd kind' }), '6');
    expect(window.location.search).toBe('?pagina=2&maand=2099-07&leeftijd=6');
    expect(screen.getByRole('status')).toHaveTextContent('0 evenementen');
    expect(screen.getByRole('status')).toHaveAttribute('role', 'status');
  });

  it('says so in Dutch when nothing fits, and "Alle evenementen" clears the filters and the address', async () => {
    window.history.replaceState(null, '', '/evenementen?sport=Hockey&leeftijd=14');
    await mountList({ filters: true });
    expect(screen.queryByRole('list', { name: 'Evenementen' })).toBeNull();
    expect(screen.getByText('Er zijn geen evenementen die hierbij passen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Alle evenementen' }));
    await act(settle);
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('');
  });

  it('ignores values in the address that cannot be filters', async () => {
    window.history.replaceState(null, '', '/evenementen?leeftijd=oud&maand=juli');
    await mountList({ filters: true });
    expect(titles()).toHaveLength(EVENTS.length - 1);
  });
});
