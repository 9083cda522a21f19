// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, openStaff, resetStaffState, staffEvent, type Call } from './helpers';

// Overzicht (docs/rules.md "Back office"): every event with its numbers, found by part of its title;
// past events on request; a parent's 403 leaves only the sentence and a link to their own account.
beforeEach(resetStaffState);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const upcoming = [
  staffEvent(),
  staffEvent({ uuid: 'ev-tennis', title: 'Tennisweek Zomer 2027', slug: 'tennisweek', sold: 3, revenue: '540.00' }),
];
const past = [staffEvent({ uuid: 'ev-herfst', title: 'Herfstkamp 2026', ended: true, start_date: '2026-10-19T09:00:00+02:00' })];

describe('overview', () => {
  it('shows every event with its numbers and filters by part of the title as you type', async () => {
    await openStaff('/beheer', {
      'GET /api/staff/events': (call: Call) => json(200, { data: call.search ? past : upcoming }),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Voetbalkamp Zomer 2027');
    expect(rows[1]).toHaveTextContent(/40\s*12\s*2\s*26\s*0\s*€\s2\.268,00/);
    expect(within(rows[1]!).getByRole('link', { name: 'Voetbalkamp Zomer 2027' })).toHaveAttribute('href', '/beheer/evenementen/ev-zomer');

    await userEvent.type(screen.getByLabelText('Zoek op titel'), 'TENNIS');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link')).toHaveTextContent('Tennisweek Zomer 2027');

    await userEvent.clear(screen.getByLabelText('Zoek op titel'));
    await userEvent.type(screen.getByLabelText('Zoek op titel'), 'hockey');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Geen evenementen gevonden.')).toBeVisible();
  });

  it('shows the past events only on request, asked with ?past=1', async () => {
    const api = await openStaff('/beheer', {
      'GET /api/staff/events': (call: Call) => json(200, { data: call.search === '?past=1' ? past : upcoming }),
    });
    await screen.findByRole('heading', { name: /Komende evenementen/ });
    expect(screen.queryByText('Herfstkamp 2026')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Toon ook afgelopen evenementen' }));
    const region = await screen.findByRole('region', { name: 'Afgelopen evenementen: plaatsen en verkoop' });
    expect(within(region).getByRole('link', { name: 'Herfstkamp 2026' })).toBeVisible();
    expect(api.calls.filter((c) => c.path === '/api/staff/events').map((c) => c.search ?? '')).toEqual(['', '?past=1']);
  });

  it('tells a parent (403) they have no access, with a link to their own account, and nothing else', async () => {
    await openStaff('/beheer', { 'GET /api/staff/events': json(403, { message: 'Alleen voor medewerkers.' }) });
    expect(await screen.findByText('Je hebt geen toegang tot het beheer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar je eigen account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('navigation', { name: 'Beheer' })).toBeNull();
  });

  it('sends a staff member whose session ended (401) through the login page and back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/beheer', search: '', assign, replace: vi.fn() });
    await openStaff('/beheer', { 'GET /api/staff/events': json(401, { message: 'Log in.' }) });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account/login'));
    expect(sessionStorage.getItem('sport-shop:redirect')).toBe('/beheer');
  });
});
