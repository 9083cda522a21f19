// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile } from '../../support/factories';
import { changes, installShop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// Order step 1 before the event's sign-up opens (docs/rules.md "Sales opening"): the moment with a live
// countdown on the server's clock, no child can be ticked, and at the moment itself the choices open
// without a reload.
afterEach(() => {
  vi.useRealTimers();
  resetOrder();
});

const OPENS = '2027-03-01T19:00:00.000Z'; // maandag 1 maart, 20:00 in Amsterdam

async function openStep1() {
  renderOrder('/order/voetbalkamp-zomer-2027');
  await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
  await settle();
}

it('says from when with a countdown, keeps the children unticked until the moment, then lets them be ticked', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  // the browser's clock runs two minutes ahead: the server's now counts
  vi.setSystemTime(new Date('2027-03-01T19:01:50.000Z'));
  installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], salesOpening: { sales_open_at: OPENS, now: '2027-03-01T18:59:50.000Z' } });
  await openStep1();
  expect(screen.getByText(/^Inschrijven kan vanaf maandag 1 maart, 20:00/, { selector: '.sport-order__opens' })).toBeInTheDocument();
  expect(screen.getByText(/^\(nog 0:(10|09)\)$/)).toBeInTheDocument();
  const sem = screen.getByRole('checkbox', { name: 'Sem de Vries' });
  expect(sem).toBeDisabled();
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(sem);
  expect(changes()).toEqual([]);

  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.queryByText(/Inschrijven kan vanaf/, { selector: '.sport-order__opens' })).toBeNull();
  expect(sem).toBeEnabled();
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(sem);
  await settle();
  expect(changes().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart']);
  expect(sem).toBeChecked();
});

it('an event without an opening moment shows no notice', async () => {
  installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
  await openStep1();
  expect(screen.queryByText(/Inschrijven kan vanaf/)).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Sem de Vries' })).toBeEnabled();
});
