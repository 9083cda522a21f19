// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT, json, openStaff, participant, participantList, resetStaffState, type Call } from './helpers';
import { POLL_MS, QUEUE_KEY } from '../../../widgets/sport-staff/stores/check-in';

// Aanwezig (docs/rules.md "Back office"): a tap marks a child present with the time; without a network
// the tap is kept on the phone (also over a reload), shown as waiting, and sent when the connection
// returns; the list polls with ?since= so another phone's taps appear.
beforeEach(resetStaffState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const LIST = `/api/staff/events/${EVENT}/participants`;
const rows = [participant('Sem', 'Bakker'), participant('Lotte', 'de Vries'), participant('Noor', 'Jansen')];

/** A server that keeps the check-ins it was sent. */
function server() {
  const present = new Map<string, string>();
  const row = (r: (typeof rows)[number]) => ({ ...r, present: present.has(r.ticket_uuid), present_at: present.get(r.ticket_uuid) ?? null });
  return {
    present,
    answers: {
      [`GET ${LIST}`]: () => json(200, { data: participantList(rows.map(row), { server_time: '2027-07-19T07:00:00.000Z' }) }),
      'PUT /api/staff/tickets/t-sem/check-in': (call: Call) => put('t-sem', call),
      'PUT /api/staff/tickets/t-lotte/check-in': (call: Call) => put('t-lotte', call),
    },
  };
  function put(ticket: string, call: Call) {
    if ((call.body as { present: boolean }).present) present.set(ticket, present.get(ticket) ?? '2027-07-19T07:10:00.000Z');
    else present.delete(ticket);
    return json(200, { data: row(rows.find((r) => r.ticket_uuid === ticket)!) });
  }
}

const child = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('check-in list', () => {
  it('marks a child present with the time on a tap and undoes it on the next; typing narrows the list', async () => {
    const shop = server();
    await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, shop.answers);
    await screen.findByRole('button', { name: /^Sem Bakker/ });
    await userEvent.click(child('Sem Bakker'));
    await waitFor(() => expect(child('Sem Bakker')).toHaveTextContent('Aanwezig sinds 09:10'));
    expect(child('Sem Bakker')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 van 3 aanwezig')).toBeVisible();
    expect(shop.present.has('t-sem')).toBe(true);

    await userEvent.click(child('Sem Bakker'));
    await waitFor(() => expect(child('Sem Bakker')).toHaveAttribute('aria-pressed', 'false'));
    expect(shop.present.has('t-sem')).toBe(false);

    await userEvent.type(screen.getByLabelText('Zoek een kind'), 'lot');
    expect(screen.getAllByRole('button', { name: /Bakker|Vries|Jansen/ }).map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Lotte de Vries/),
    ]);
  });

  it('keeps a tap made offline on the phone, shown as waiting, and sends it when the `online` event fires', async () => {
    const shop = server();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, shop.answers);
    await screen.findByRole('button', { name: /^Lotte de Vries/ });

    await userEvent.click(child('Lotte de Vries'));
    expect(child('Lotte de Vries')).toHaveAttribute('aria-pressed', 'true');
    expect(child('Lotte de Vries')).toHaveTextContent('Wordt verstuurd zodra je weer online bent');
    expect(screen.getByRole('status')).toHaveTextContent('1 tik wordt verstuurd zodra je weer online bent');
    expect(api.paths()).not.toContain('PUT /api/staff/tickets/t-lotte/check-in');
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY)!)).toEqual([{ ticket: 't-lotte', present: true, at: expect.any(String) }]);

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(shop.present.has('t-lotte')).toBe(true));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(child('Lotte de Vries')).toHaveTextContent('Aanwezig sinds 09:10');
    expect(api.paths().filter((p) => p === 'PUT /api/staff/tickets/t-lotte/check-in')).toHaveLength(1);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps a waiting tap over a reload and sends it once the list loads again', async () => {
    const shop = server();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, shop.answers);
    await screen.findByRole('button', { name: /^Lotte de Vries/ });
    await userEvent.click(child('Lotte de Vries'));
    expect(localStorage.getItem(QUEUE_KEY)).not.toBeNull();

    // the page is loaded again once the network is back: the list from the server, the tap from the phone
    document.body.innerHTML = '';
    resetStaffStateKeepingQueue();
    online.mockReturnValue(true);
    const api = await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, shop.answers);
    await waitFor(() => expect(shop.present.has('t-lotte')).toBe(true));
    await waitFor(() => expect(child('Lotte de Vries')).toHaveTextContent('Aanwezig sinds 09:10'));
    expect(child('Lotte de Vries')).not.toHaveTextContent('Wordt verstuurd');
    expect(api.paths().filter((p) => p === 'PUT /api/staff/tickets/t-lotte/check-in')).toHaveLength(1);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('queues a tap whose request finds no network, and sends it with the next poll', async () => {
    const shop = server();
    let down = true;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, {
      ...shop.answers,
      'PUT /api/staff/tickets/t-sem/check-in': (call: Call) => {
        if (down) throw new TypeError('Failed to fetch');
        return shop.answers['PUT /api/staff/tickets/t-sem/check-in']!(call);
      },
    });
    await screen.findByRole('button', { name: /^Sem Bakker/ });
    await userEvent.click(child('Sem Bakker'));
    await waitFor(() => expect(child('Sem Bakker')).toHaveTextContent('Wordt verstuurd zodra je weer online bent'));
    expect(shop.present.has('t-sem')).toBe(false);

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(shop.present.has('t-sem')).toBe(true));
    await waitFor(() => expect(child('Sem Bakker')).not.toHaveTextContent('Wordt verstuurd'));
    // the poll asked only for what changed since the last answer
    expect(api.calls.filter((c) => c.path === LIST).map((c) => c.search ?? '')).toContain('?since=2027-07-19T07%3A00%3A00.000Z');
  });

  it("shows another phone's taps after the next poll", async () => {
    const shop = server();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openStaff(`/beheer/evenementen/${EVENT}/aanwezig`, shop.answers);
    await screen.findByRole('button', { name: /^Noor Jansen/ });
    shop.present.set('t-noor', '2027-07-19T07:20:00.000Z');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(child('Noor Jansen')).toHaveTextContent('Aanwezig sinds 09:20'));
  });
});

/** resetStaffState without forgetting the phone's queue (a page reload keeps localStorage). */
function resetStaffStateKeepingQueue() {
  const queue = localStorage.getItem(QUEUE_KEY);
  resetStaffState();
  if (queue) localStorage.setItem(QUEUE_KEY, queue);
}
