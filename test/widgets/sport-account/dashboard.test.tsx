// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { isPast, splitEvents } from '../../../widgets/sport-account/dashboard-rules';
import { $profilesLoaded } from '../../../shared/stores/profiles';
import type { Ticket, UserEvent } from '../../../shared/contract/user';
import { dashboardEvent, demoUser, fakeApi, goTo, graphql, json, loggedIn, makeProfile, resetAccountState, type Call } from './helpers';

// spec §2 "Dashboard details"; one GraphQL request for all events (contract eventsByExternalIds).
beforeEach(resetAccountState);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sem = makeProfile({ uuid: 'sem', first_name: 'Sem' });
const lotte = makeProfile({ uuid: 'lotte', first_name: 'Lotte', complete: false });

const cmsEvents = [
  dashboardEvent({ location: 'Sportpark De Eendracht, Utrecht' }),
  {
    id: '90',
    external_id: 'ev-herfst',
    title: 'Herfstclinic 2020',
    subtitle: null,
    slug: '',
    startDate: '2020-10-17T10:00:00+02:00',
    endDate: '2020-10-17T15:00:00+02:00',
    location: 'Sporthal Noord, Amersfoort',
    eventFinished: '2020-10-17T15:00:00+02:00',
    photoAndVideoEnvironment: 'https://fotos.example.nl/herfstclinic-2020',
  },
];

const userEvents = [
  {
    uuid: 'ev-herfst',
    tickets: [
      {
        uuid: 't-1',
        profile: sem,
        feedback_text: 'Sem keepte geweldig en durfde te duiken.',
        trainer_name: 'Fatima',
        trainer_photo: '/assets/img/trainer-fatima.svg',
      },
    ],
  },
  {
    uuid: 'ev-zomer',
    tickets: [
      { uuid: 't-2', profile: sem, feedback_text: null, trainer_name: null, trainer_photo: null },
      { uuid: 't-3', profile: lotte, feedback_text: null, trainer_name: null, trainer_photo: null },
    ],
  },
];

function api(events: UserEvent[] = userEvents, cms = cmsEvents) {
  return fakeApi({
    'GET /api/user': { data: demoUser },
    'GET /api/user/profiles': { data: [sem, lotte] },
    'GET /api/user/events': { data: events },
    'POST /graphql': (call: Call) => {
      const ids = (call.body as { variables: { ids: string[] } }).variables.ids;
      return graphql({ eventsByExternalIds: cms.filter((e) => ids.includes(e.external_id)) });
    },
  });
}

async function open() {
  render(<SportAccount />);
  await act(() => goTo('/account'));
}

/** The dashboard of Sem's and Lotte's parent, with these events. */
async function openWithEvents(events?: UserEvent[]) {
  loggedIn([sem, lotte]);
  api(events);
  await open();
}

/** The card (article) of the event with this title; `findEventCard` waits for it. */
const eventCard = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;
const findEventCard = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article')!;
/** The link of this name within a card or ticket. */
const linkIn = (part: HTMLElement, name: string) => within(part).getByRole('link', { name });

/** Opens the dashboard and clicks Sem's Feedback button; returns that button and the user. */
async function openSemsFeedback() {
  await openWithEvents();
  const button = await screen.findByRole('button', { name: 'Feedback voor Sem' });
  const user = userEvent.setup();
  await user.click(button);
  return { button, user };
}

describe('dashboard', () => {
  it('welcomes the parent by full name and splits upcoming and past events by end date', async () => {
    await openWithEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna de Vries' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Komende evenementen' });
    const past = screen.getByRole('region', { name: 'Afgelopen evenementen' });
    expect(within(upcoming).getByRole('heading', { level: 3, name: 'Voetbalkamp Zomer 2099' })).toBeInTheDocument();
    expect(within(past).getByRole('heading', { level: 3, name: 'Herfstclinic 2020' })).toBeInTheDocument();
    expect(within(upcoming).queryByText('Herfstclinic 2020')).toBeNull();
  });

  it("shows the date (a range with 't/m'), the location, and links the title to /evenementen/{slug} when there is one", async () => {
    await openWithEvents();
    const zomer = await findEventCard('Voetbalkamp Zomer 2099');
    expect(linkIn(zomer, 'Voetbalkamp Zomer 2099')).toHaveAttribute('href', '/evenementen/voetbalkamp-zomer-2099');
    expect(zomer).toHaveTextContent('19 t/m 23 juli 2099');
    expect(zomer).toHaveTextContent('Sportpark De Eendracht, Utrecht');

    const herfst = eventCard('Herfstclinic 2020');
    expect(within(herfst).queryByRole('link', { name: 'Herfstclinic 2020' })).toBeNull();
    expect(herfst).toHaveTextContent('17 oktober 2020');
    expect(herfst).not.toHaveTextContent('t/m');
  });

  it("lists the tickets: the child's name links to the profile, with a complete or 'Missende gegevens' status", async () => {
    await openWithEvents();
    const zomer = await findEventCard('Voetbalkamp Zomer 2099');
    const tickets = within(zomer).getByRole('list', { name: 'Deelnemers' });
    const [semTicket, lotteTicket] = within(tickets).getAllByRole('listitem');
    expect(linkIn(semTicket!, 'Sem de Vries')).toHaveAttribute('href', '/account/profiles/sem');
    expect(semTicket).toHaveTextContent('Gegevens compleet');
    expect(linkIn(lotteTicket!, 'Lotte de Vries')).toHaveAttribute('href', '/account/profiles/lotte');
    expect(lotteTicket).toHaveTextContent('Missende gegevens');
    // the icon is decoration: hidden from assistive technology, the text says it
    expect(lotteTicket!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // upcoming events have no feedback and no photos
    expect(within(zomer).queryByRole('button', { name: /Feedback/ })).toBeNull();
    expect(within(zomer).queryByRole('link', { name: /Bekijk de foto’s/ })).toBeNull();
  });

  it("offers 'Zet in je agenda' for each upcoming event, not for past ones", async () => {
    await openWithEvents();
    const zomer = await findEventCard('Voetbalkamp Zomer 2099');
    expect(linkIn(zomer, 'Zet in je agenda (Voetbalkamp Zomer 2099)')).toHaveAttribute('href', '/api/events/ev-zomer/calendar.ics');
    const herfst = eventCard('Herfstclinic 2020');
    expect(within(herfst).queryByRole('link', { name: /Zet in je agenda/ })).toBeNull();
  });

  it("past events show no 'Missende gegevens': nothing needs completing any more", async () => {
    await openWithEvents([
      { uuid: 'ev-herfst', tickets: [{ uuid: 't-9', profile: lotte, feedback_text: null, trainer_name: null, trainer_photo: null }] },
    ]);
    const herfst = await findEventCard('Herfstclinic 2020');
    expect(linkIn(herfst, 'Lotte de Vries')).toBeInTheDocument();
    expect(within(herfst).queryByText('Missende gegevens')).toBeNull();
  });

  it("past events link to the photos ('Bekijk de foto’s')", async () => {
    await openWithEvents();
    const herfst = await findEventCard('Herfstclinic 2020');
    expect(linkIn(herfst, 'Bekijk de foto’s van Herfstclinic 2020')).toHaveAttribute('href', 'https://fotos.example.nl/herfstclinic-2020');
  });

  it('the Feedback button opens a dialog with the text, the trainer and the photo; Esc closes it and focus returns', async () => {
    const { button, user } = await openSemsFeedback();

    const dialog = screen.getByRole('dialog', { name: 'Feedback voor Sem' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Sem keepte geweldig en durfde te duiken.');
    expect(dialog).toHaveTextContent('Trainer: Fatima');
    expect(within(dialog).getByRole('img', { name: 'Foto van trainer Fatima' })).toHaveAttribute('src', '/assets/img/trainer-fatima.svg');
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it("the 'Sluiten' button closes the dialog too", async () => {
    const { button, user } = await openSemsFeedback();
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("a past ticket without feedback has no Feedback button but says 'Nog geen feedback'", async () => {
    const tickets: Ticket[] = [
      { uuid: 't-9', profile: sem, feedback_text: null, trainer_name: 'Fatima', trainer_photo: null },
      { uuid: 't-10', profile: lotte, feedback_text: 'Lotte rende heel hard.', trainer_name: 'Fatima', trainer_photo: null },
    ];
    await openWithEvents([{ uuid: 'ev-herfst', tickets }]);
    const semTicket = (await screen.findByRole('link', { name: 'Sem de Vries' })).closest('li')!;
    expect(within(semTicket).queryByRole('button')).toBeNull();
    expect(semTicket).toHaveTextContent('Nog geen feedback');
    const lotteTicket = screen.getByRole('link', { name: /^Lotte/ }).closest('li')!;
    expect(within(lotteTicket).getByRole('button', { name: 'Feedback voor Lotte' })).toBeInTheDocument();
    expect(lotteTicket).not.toHaveTextContent('Nog geen feedback');
  });

  it('shows the empty state with a link to /evenementen when there are no tickets, and asks the CMS nothing', async () => {
    loggedIn([sem]);
    const calls = api([]);
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Je hebt nog geen tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de evenementen' })).toHaveAttribute('href', '/evenementen');
    expect(calls.paths()).not.toContain('POST /graphql');
  });

  it('still shows the tickets, with an error, when the CMS cannot be reached', async () => {
    loggedIn([sem, lotte]);
    fakeApi({ 'GET /api/user/events': { data: userEvents }, 'POST /graphql': json(502, { errors: [{ message: 'Bad gateway' }] }) });
    await open();
    expect(await screen.findAllByRole('link', { name: 'Sem de Vries' })).toHaveLength(2);
    expect(screen.getByText('Er is iets foutgegaan')).toBeInTheDocument();
  });

  it('an API failure shows the error, not the empty state', async () => {
    loggedIn([sem]);
    fakeApi({
      'GET /api/user/events': json(503, { message: 'We zijn even bezig met onderhoud. Probeer het over een paar minuten opnieuw.' }),
    });
    await open();
    expect(await screen.findByText('We zijn even bezig met onderhoud. Probeer het over een paar minuten opnieuw.')).toBeInTheDocument();
    expect(screen.queryByText('Je hebt nog geen tickets')).toBeNull();
  });
});

describe('requests', () => {
  /** A page load of the dashboard, until its events show; answers the fake API's record of the calls. */
  async function loadDashboard() {
    const calls = api();
    await open();
    await findEventCard('Voetbalkamp Zomer 2099');
    return calls;
  }

  // user/waiting-list: the dashboard's waiting list (an empty one asks the CMS nothing)
  it('on a page load with the profiles known: user, user/events, user/orders, user/waiting-list and ONE graphql request, nothing more', async () => {
    $profilesLoaded.set(true);
    const calls = await loadDashboard();
    expect(calls.paths().sort()).toEqual([
      'GET /api/user',
      'GET /api/user/events',
      'GET /api/user/orders',
      'GET /api/user/waiting-list',
      'POST /graphql',
    ]);
    const query = calls.calls.find((c) => c.path === '/graphql')!.body as { query: string; variables: { ids: string[] } };
    expect(query.query).toContain('eventsByExternalIds');
    expect(query.variables.ids.sort()).toEqual(['ev-herfst', 'ev-zomer']);
  });

  it('on a plain page load the profiles for the banner are the only extra request', async () => {
    const calls = await loadDashboard();
    expect(calls.paths().sort()).toEqual([
      'GET /api/user',
      'GET /api/user/events',
      'GET /api/user/orders',
      'GET /api/user/profiles',
      'GET /api/user/waiting-list',
      'POST /graphql',
    ]);
  });
});

describe('splitting by end date', () => {
  const event = (endDate: string | null) => ({ ...cmsEvents[0]!, endDate });
  it('is past only when the end lies before now', () => {
    const now = new Date('2027-07-23T12:00:00+02:00').getTime();
    expect(isPast(event('2027-07-23T11:59:00+02:00'), now)).toBe(true);
    expect(isPast(event('2027-07-23T16:00:00+02:00'), now)).toBe(false);
    expect(isPast(null, now)).toBe(false);
  });

  it('orders upcoming soonest first and past latest first', () => {
    const at = (id: string, start: string) => ({
      uuid: id,
      tickets: [],
      event: { ...cmsEvents[0]!, external_id: id, startDate: start, endDate: start },
    });
    const { upcoming, past } = splitEvents(
      [at('a', '2030-01-01'), at('b', '2029-01-01'), at('c', '2010-01-01'), at('d', '2011-01-01')],
      new Date('2020-01-01').getTime(),
    );
    expect(upcoming.map((e) => e.uuid)).toEqual(['b', 'a']);
    expect(past.map((e) => e.uuid)).toEqual(['d', 'c']);
  });
});
