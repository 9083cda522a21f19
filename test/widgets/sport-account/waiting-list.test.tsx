// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitingListEntry } from '../../../shared/contract/waiting-list';
import { dashboardEvent, graphql, json, lotte, openDashboard, resetAccountState, sem, settle } from './helpers';

// The dashboard's waiting list (docs/rules.md "Waiting list"): each child's place in line, an offered
// place with its link, a way to leave; an API without the call shows nothing.
beforeEach(resetAccountState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const camp = dashboardEvent();

const entry = (over: Partial<WaitingListEntry>): WaitingListEntry => ({
  uuid: 'w-1',
  event_uuid: 'ev-zomer',
  profile: sem,
  position: 3,
  status: 'waiting',
  offer_expires_at: null,
  ...over,
});

async function open(waitingList: unknown) {
  const api = await openDashboard({
    'GET /api/user/orders': { data: [] },
    'POST /graphql': graphql({ eventsByExternalIds: [camp] }),
    'GET /api/user/waiting-list': waitingList,
  });
  await act(settle);
  return api;
}

describe('dashboard waiting list', () => {
  it("shows each child's place in line and an offered place with the link that claims it; an expired entry not", async () => {
    await open({
      data: [
        entry({}),
        entry({ uuid: 'w-2', profile: lotte, position: null, status: 'offered', offer_expires_at: '2099-07-01T08:42:00.000Z' }),
        entry({ uuid: 'w-3', status: 'expired', position: null }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Op de wachtlijst' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sem staat op plek 3 van de wachtlijst voor Voetbalkamp Zomer 2099.');
    // 08:42 UTC is 10:42 in Amsterdam (summer time)
    expect(items[1]).toHaveTextContent(
      'Er is een plek vrij voor Lotte bij Voetbalkamp Zomer 2099. We houden hem voor je vast tot woensdag 1 juli 2099, 10:42.',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Bestel de plek voor Lotte' })).toHaveAttribute(
      'href',
      '/order/voetbalkamp-zomer-2099?wachtlijst=w-2',
    );
    expect(within(items[0]!).queryByRole('link')).toBeNull();
  });

  it('leaving asks the server, reads the positions again and says so politely', async () => {
    let left = false;
    const api = await open(() => json(200, { data: left ? [] : [entry({})] }));
    const deleted: string[] = [];
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      if (request.method !== 'DELETE') return answer(input, init);
      deleted.push(new URL(request.url).pathname);
      left = true;
      return json(204, null);
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Op de wachtlijst' });
    await user.click(within(section).getByRole('button', { name: /^Van de wachtlijst halen\s*\(Sem, Voetbalkamp Zomer 2099\)$/ }));
    await act(settle);
    expect(deleted).toEqual(['/api/waiting-list/w-1']);
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(section).toHaveTextContent('Je kinderen staan nergens meer op de wachtlijst.');
    expect(within(section).getByRole('status')).toHaveTextContent('Sem staat niet meer op de wachtlijst.');
    expect(within(section).getByRole('heading', { name: 'Op de wachtlijst' })).toHaveFocus();
  });

  it('an API without the waiting list (404) shows no section and no error', async () => {
    await open(json(404, { message: 'Not found' }));
    expect(await screen.findByRole('heading', { name: /Welkom/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Op de wachtlijst' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
