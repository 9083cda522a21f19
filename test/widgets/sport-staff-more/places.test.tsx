// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MORE_SCREENS } from '../../../widgets/sport-staff/screens/more';
import { json, offline, settle, staffApi, staffEvent } from './helpers';

// An event's places on the participants page (docs/rules.md "Back office"): the numbers, a change, the
// server's refusal below sold and held, and the children of the waiting list offered the new places.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (event = staffEvent()) => ({
  event,
  participants: [],
  shirt_sizes: [],
  present: 0,
  total: event.sold,
  medical: false,
  server_time: '2099-07-01T10:00:00.000Z',
});

async function open(put: unknown) {
  const api = staffApi({
    'GET /api/staff/events/ev-zomer/participants': { data: list() },
    'PUT /api/staff/events/ev-zomer/places': put,
  });
  render(<MORE_SCREENS.places params={{ eventUuid: 'ev-zomer' }} />);
  await settle();
  return api;
}

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('places', () => {
  it('shows places, sold and held; more places say how many waiting children were offered one', async () => {
    const api = await open({
      data: { event: staffEvent({ places: 45, free: 10, waiting_list: 0, places_set_by_staff: true }), offered: 3 },
    });
    // the event alone: only the rows changed since now, not the whole camp
    const get = api.fetch.mock.calls.map(([request]) => new URL((request as Request).url))[0]!;
    expect(get.searchParams.get('since')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect([value('Plaatsen'), value('Verkocht'), value('Vastgehouden'), value('Vrij'), value('Wachtlijst')]).toEqual([
      '40',
      '30',
      '2',
      '8',
      '3',
    ]);
    const field = screen.getByRole('spinbutton', { name: /^Aantal plaatsen/ });
    expect(field).toHaveValue(40);
    expect(field).toHaveAccessibleDescription('Minstens 32: zoveel plaatsen zijn verkocht of vastgehouden.');

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Aantal opslaan' }));
    await settle();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ places: 45 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Het evenement heeft nu 45 plaatsen.3 kinderen van de wachtlijst hebben meteen een plek aangeboden gekregen.',
    );
    expect([value('Plaatsen'), value('Wachtlijst')]).toEqual(['45', '0']);
    expect(screen.getByText(/het CMS verandert het niet meer/)).toBeInTheDocument();
  });

  it("fewer than sold and held: the server's reason by the field, the number kept", async () => {
    const reason = 'Er zijn al 32 plaatsen bezet (30 verkocht, 2 vastgehouden). Kies minstens 32 plaatsen.';
    await open(json(422, { message: reason, errors: { places: [reason] } }));
    const user = userEvent.setup();
    const field = screen.getByRole('spinbutton', { name: /^Aantal plaatsen/ });
    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Aantal opslaan' }));
    await settle();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(field).toHaveValue(20);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(value('Plaatsen')).toBe('40');
  });

  it('a number that is not whole is refused in the browser; a lost network keeps the number to try again', async () => {
    let online = false;
    const api = await open(() => (online ? json(200, { data: { event: staffEvent({ places: 50 }), offered: 0 } }) : offline()));
    const user = userEvent.setup();
    const field = screen.getByRole('spinbutton', { name: /^Aantal plaatsen/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Aantal opslaan' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Vul een heel aantal plaatsen in, 0 of meer.'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Aantal opslaan' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    expect(field).toHaveValue(50);
    online = true;
    await user.click(screen.getByRole('button', { name: 'Aantal opslaan' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Het evenement heeft nu 50 plaatsen.');
    expect(screen.getByRole('status')).not.toHaveTextContent('wachtlijst');
  });

  it('an event that cannot be read says so in Dutch, with a way to try again', async () => {
    let online = false;
    staffApi({ 'GET /api/staff/events/ev-zomer/participants': () => (online ? json(200, { data: list() }) : offline()) });
    render(<MORE_SCREENS.places params={{ eventUuid: 'ev-zomer' }} />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await settle();
    expect(within(document.body).getByRole('spinbutton', { name: /^Aantal plaatsen/ })).toHaveValue(40);
  });
});
