import { createElement } from 'react';
import { act, render } from '@testing-library/react';
import type { Participant, ParticipantList, StaffEvent } from '../../../shared/contract/staff';
import { $router } from '../../../shared/router';
import { $user } from '../../../shared/stores/session';
import { SportStaff } from '../../../widgets/sport-staff/sport-staff';
import { $forbidden } from '../../../widgets/sport-staff/stores/access';
import { closeCheckIn } from '../../../widgets/sport-staff/stores/check-in';
import { resetStores } from '../../support/reset';
import { demoUser } from '../../support/factories';
import { fakeApi } from '../../support/network';

// Helpers of the back office's tests (widgets/sport-staff): its answers and a logged-in staff member.
export { fakeApi, json, type Call } from '../../support/network';

export const EVENT = 'ev-zomer';

export function staffEvent(extra: Partial<StaffEvent> = {}): StaffEvent {
  return {
    uuid: EVENT,
    title: 'Voetbalkamp Zomer 2027',
    slug: 'voetbalkamp-zomer-2027',
    start_date: '2027-07-19T09:00:00+02:00',
    end_date: '2027-07-23T16:00:00+02:00',
    ended: false,
    places: 40,
    places_set_by_staff: false,
    sold: 12,
    held: 2,
    free: 26,
    waiting_list: 0,
    revenue: '2,268.00',
    ...extra,
  };
}

export function participant(first_name: string, last_name: string, extra: Partial<Participant> = {}): Participant {
  return {
    ticket_uuid: `t-${first_name.toLowerCase()}`,
    first_name,
    last_name,
    birthdate: '01-05-2016',
    age: 11,
    gender: 'm',
    shirt_size: 'M',
    contact_phone: '',
    parent_name: `Ouder ${last_name}`,
    parent_phone: '0612345678',
    parent_email: `${first_name.toLowerCase()}@example.nl`,
    order_number: 'SV-1001',
    present: false,
    present_at: null,
    feedback_text: null,
    trainer_id: null,
    ...extra,
  };
}

export function participantList(rows: Participant[], extra: Partial<ParticipantList> = {}): ParticipantList {
  return {
    event: staffEvent(),
    participants: rows,
    shirt_sizes: [],
    present: rows.filter((r) => r.present).length,
    total: rows.length,
    medical: false,
    server_time: '2027-07-19T07:00:00.000Z',
    ...extra,
  };
}

/** Back to a fresh page before each test. */
export function resetStaffState(): void {
  closeCheckIn();
  resetStores();
  $forbidden.set(false);
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
}

/** Logged in (the guard lets the page through), the fake API answering `answers`, the element on `path`. */
export async function openStaff(path: string, answers: Record<string, unknown>) {
  $user.set(demoUser);
  const api = fakeApi({ 'GET /api/user': { data: demoUser }, ...answers });
  render(createElement(SportStaff));
  await act(async () => {
    window.history.replaceState({}, '', path);
    $router.open(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return api;
}
