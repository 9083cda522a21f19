// CMS events and stock answers for the event list's tests (docs/rules.md "Event list").
import { vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { fakeApi, graphql, json, type Handler } from '../../support/network';
import { SportEventList, type SportEventListProps } from '../../../widgets/sport-event-list/sport-event-list';
import { forgetListStores } from '../../../widgets/sport-event-list/stores/list';

const image = (name: string) => ({
  alt: name,
  sources: [375, 750, 1200].map((width) => ({ width, url: `/assets/img/${name}.svg?w=${width}` })),
});

export function cmsEvent(over: Record<string, unknown>) {
  return {
    external_id: 'ev-x',
    slug: 'x',
    title: 'X',
    status: 'live',
    startDate: '2099-07-19T09:00:00+02:00',
    endDate: '2099-07-23T16:00:00+02:00',
    ended: false,
    location: 'Sportpark De Eendracht, Utrecht',
    participantsAge: '7 t/m 12 jaar',
    price: 189,
    image: image('voetbal'),
    sport: 'Voetbal',
    minAge: 7,
    maxAge: 12,
    ...over,
  };
}

export const EVENTS = [
  cmsEvent({ external_id: 'ev-zomer', slug: 'voetbalkamp-zomer', title: 'Voetbalkamp Zomer' }),
  cmsEvent({
    external_id: 'ev-keeper',
    slug: 'keeperstraining',
    title: 'Keeperstraining',
    startDate: '2099-04-10T10:00:00+02:00',
    endDate: '2099-04-10T15:00:00+02:00',
    participantsAge: '9 t/m 14 jaar',
    minAge: 9,
    maxAge: 14,
    price: 45,
    location: 'Sportcentrum Het Hoge Land, Amersfoort',
  }),
  cmsEvent({
    external_id: 'ev-hockey',
    slug: 'hockeyclinic',
    title: 'Hockeyclinic',
    sport: 'Hockey',
    startDate: '2099-03-29T10:00:00+02:00',
    endDate: '2099-03-29T15:00:00+02:00',
    participantsAge: '6 t/m 11 jaar',
    minAge: 6,
    maxAge: 11,
    price: 35,
  }),
  cmsEvent({
    external_id: 'ev-tennis',
    slug: 'tennisweek',
    title: 'Tennisweek',
    sport: 'Tennis',
    startDate: '2099-08-02T09:30:00+02:00',
    endDate: '2099-08-06T15:30:00+02:00',
    participantsAge: '8 t/m 14 jaar',
    minAge: 8,
    maxAge: 14,
    price: 165,
  }),
  // ended: never listed
  cmsEvent({
    external_id: 'ev-oud',
    slug: 'oud',
    title: 'Herfstkamp 2020',
    startDate: '2020-10-19T09:00:00+02:00',
    endDate: '2020-10-23T16:00:00+02:00',
    ended: true,
  }),
];

export const STOCKS = [
  { uuid: 'ev-hockey', stock: 0, waiting_list: true },
  { uuid: 'ev-keeper', stock: 3, waiting_list: true },
  { uuid: 'ev-zomer', stock: 40, waiting_list: true },
  { uuid: 'ev-tennis', stock: 24, waiting_list: true },
];

/** The server's list as the catalogue writes it (two events), kept until the CMS answers. */
export const SERVER_LIST = `<ul class="event-list" aria-label="Evenementen">
  <li class="event-list__item"><div class="event-list__body"><h3 class="event-list__title"><a class="event-list__link" href="/order/keeperstraining">Keeperstraining</a></h3>
  <p class="event-list__facts">10 april 2099</p><div class="event-list__meta"><p class="event-list__price">EUR 45 per kind</p><p class="event-list__places"></p></div>
  <a class="event-list__button event-list__button--open" href="/order/keeperstraining">Inschrijven</a></div></li>
</ul>`;

export interface Answers {
  events?: Handler | Response | unknown;
  stock?: Handler | Response | unknown;
}

/** Stubs the network and renders the list in a host holding the server's list. */
export async function mountList(props: SportEventListProps = {}, answers: Answers = {}, serverList = SERVER_LIST) {
  forgetListStores();
  const api = fakeApi({
    'POST /graphql': answers.events ?? graphql({ events: EVENTS }),
    'GET /api/events/stock': answers.stock ?? json(200, { data: STOCKS }),
  });
  const host = document.createElement('sport-event-list');
  if (props.filters) host.setAttribute('filters', 'true');
  host.innerHTML = serverList;
  document.body.append(host);
  render(<SportEventList {...props} container={host} />, { container: host });
  await act(settle);
  return { api, host };
}

export async function settle(): Promise<void> {
  const { allTasks } = await import('nanostores');
  for (let i = 0; i < 6; i++) {
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export const unstub = () => vi.unstubAllGlobals();
