// Test data and helpers of the back office's trainers, places, orders and log screens. The network is
// stubbed at fetch (test/support/network.ts); the screens' own ky calls run for real.
import { act } from '@testing-library/react';
import type { StaffEvent, StaffOrder } from '../../../shared/contract/staff';
import type { Refund } from '../../../shared/contract/cancellation';

import { fakeApi } from '../../support/network';

export { json, type Call } from '../../support/network';

/** The fake API with these answers; the set-up check after a failed call finds the shop. */
export const staffApi = (handlers: Record<string, unknown>) =>
  fakeApi({ 'GET /api/embed-check': { data: { allowed: true } }, ...handlers });

/** A fetch that fails as a browser's does without a network. */
export const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** Waits for the answers the last action started. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export const staffEvent = (over: Partial<StaffEvent> = {}): StaffEvent => ({
  uuid: 'ev-zomer',
  title: 'Voetbalkamp Zomer 2099',
  slug: 'voetbalkamp-zomer-2099',
  start_date: '2099-07-20T09:00:00+02:00',
  end_date: '2099-07-24T16:00:00+02:00',
  ended: false,
  places: 40,
  places_set_by_staff: false,
  sold: 30,
  held: 2,
  free: 8,
  waiting_list: 3,
  revenue: '4,950.00',
  ...over,
});

export const staffOrder = (over: Partial<StaffOrder> = {}): StaffOrder => ({
  uuid: 'o-1038',
  number: 'SV-1038',
  status: 'paid',
  parent_name: 'Anna de Vries',
  parent_email: 'anna@example.nl',
  event_uuid: 'ev-zomer',
  event_title: 'Voetbalkamp Zomer 2099',
  total: '330.00',
  created_at: '2099-03-01T09:15:00.000Z',
  paid_at: '2099-03-01T09:17:00.000Z',
  ...over,
});

export const refund = (over: Partial<Refund> = {}): Refund => ({
  uuid: 'r-1',
  amount: '165.00',
  destination: 'account',
  status: 'refunded',
  error: null,
  reason: 'SV-1038: Ziek',
  created_at: '2099-07-01T10:00:00.000Z',
  ...over,
});
