// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT, json, openStaff, participant, participantList, resetStaffState, staffEvent, type Call } from './helpers';
import { PARTICIPANTS_POLL_MS } from '../../../widgets/sport-staff/components/use-participants-poll';

// Deelnemers (docs/rules.md "Back office"): one row per ticket sorted by name, filterable, the shirt
// tally, the medical fields only after "Toon medische gegevens" (the ?medical=1 call the server logs),
// the exports, and the feedback per ticket once the event has started.
beforeEach(resetStaffState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const PATH = `/api/staff/events/${EVENT}/participants`;
const rows = [
  participant('Sem', 'Bakker', { order_number: 'SV-1038', present: true, present_at: '2027-07-19T07:05:00.000Z' }),
  participant('Lotte', 'de Vries', { gender: 'f', shirt_size: '152', age: 9 }),
  participant('Noor', 'Jansen', { shirt_size: 'none', age: null }),
];
const medical = {
  needs_medical_attention: true,
  family_doctor: 'Dr. Visser',
  allergies: "Pinda's",
  additional_info: '',
};
const sizes = [
  { size: 'M', count: 12 },
  { size: 'L', count: 7 },
  { size: '152', count: 3 },
];

function answer(call: Call) {
  const withMedical = (call.search ?? '').includes('medical=1');
  const list = withMedical
    ? rows.map((r, i) => ({ ...r, medical: i === 1 ? medical : { ...medical, needs_medical_attention: false, allergies: '' } }))
    : rows;
  return json(200, { data: participantList(list, { shirt_sizes: sizes, medical: withMedical }) });
}

describe('participants', () => {
  it('lists one row per ticket with age, gender, shirt, parent and order, the shirt tally and the exports', async () => {
    await openStaff(`/beheer/evenementen/${EVENT}`, { [`GET ${PATH}`]: answer });
    const table = await screen.findByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Sem Bakker', 'Lotte de Vries', 'Noor Jansen']);
    expect(body[0]).toHaveTextContent(/11 jaar.*Jongen.*M.*Ouder Bakker.*0612345678.*sem@example\.nl.*SV-1038.*Ja, 09:05/);
    expect(body[1]).toHaveTextContent(/9 jaar.*Meisje.*152/);
    expect(body[2]).toHaveTextContent(/–.*geen/);
    expect(screen.getByText('Shirts:').parentElement).toHaveTextContent('Shirts: M: 12, L: 7, 152: 3');
    expect(screen.getByRole('link', { name: 'Exporteer als CSV' })).toHaveAttribute('href', `${PATH}.csv`);
    expect(screen.getByRole('link', { name: 'Exporteer als Excel' })).toHaveAttribute('href', `${PATH}.xlsx`);
    expect(screen.getByRole('heading', { name: 'Plaatsen' })).toBeVisible();

    await userEvent.type(screen.getByLabelText('Zoek een kind, ouder of bestelnummer'), 'sv-1038');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Sem Bakker');
  });

  it('asks for the medical fields only after "Toon medische gegevens" and marks who needs care', async () => {
    const api = await openStaff(`/beheer/evenementen/${EVENT}`, { [`GET ${PATH}`]: answer });
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Medisch' })).toBeNull();
    expect(screen.queryByText(/Pinda/)).toBeNull();
    // the list's own calls (the Plaatsen part below reads the event's numbers with ?since=)
    const listCalls = () => api.calls.filter((c) => c.path === PATH && !c.search?.includes('since=')).map((c) => c.search ?? '');
    expect(listCalls()).toEqual(['']);

    await userEvent.click(screen.getByRole('button', { name: 'Toon medische gegevens' }));
    expect(await screen.findByRole('columnheader', { name: 'Medisch' })).toBeVisible();
    expect(listCalls()).toEqual(['', '?medical=1']);
    const lotte = screen.getByRole('rowheader', { name: 'Lotte de Vries' }).closest('tr')!;
    expect(lotte).toHaveTextContent(/Medisch.*Let op: medische aandacht nodig.*Allergieën: Pinda's.*Huisarts: Dr\. Visser/);
    expect(lotte).toHaveClass('sport-staff__row--medical');
    expect(screen.getByRole('rowheader', { name: 'Sem Bakker' }).closest('tr')).not.toHaveClass('sport-staff__row--medical');
    expect(screen.getByRole('button', { name: 'Verberg medische gegevens' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes feedback with a trainer for an event that has started, and says it is saved', async () => {
    let sent: unknown;
    const started = () =>
      json(200, {
        data: participantList(rows, { event: staffEvent({ start_date: '2020-07-19T09:00:00+02:00' }), medical: false, shirt_sizes: [] }),
      });
    await openStaff(`/beheer/evenementen/${EVENT}`, {
      [`GET ${PATH}`]: started,
      'GET /api/staff/trainers': { data: [{ id: 7, name: 'Mila Trainer', photo: null }] },
      'PUT /api/staff/tickets/t-lotte/feedback': (call: Call) => {
        sent = call.body;
        return json(200, {
          data: { ticket_uuid: 't-lotte', feedback_text: 'Goed gedaan!', trainer: { id: 7, name: 'Mila Trainer', photo: null } },
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Feedback voor Lotte de Vries' }));
    expect(screen.getByRole('heading', { name: 'Feedback voor Lotte de Vries' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Feedback'), 'Goed gedaan!');
    await screen.findByRole('option', { name: 'Mila Trainer' });
    await userEvent.selectOptions(screen.getByLabelText('Trainer'), 'Mila Trainer');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De feedback is opgeslagen.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual({ feedback_text: 'Goed gedaan!', trainer_id: 7 });
    expect(screen.getByRole('rowheader', { name: 'Lotte de Vries' }).closest('tr')).toHaveTextContent('(Geschreven)');
  });

  it('offers no feedback before the event has started', async () => {
    await openStaff(`/beheer/evenementen/${EVENT}`, { [`GET ${PATH}`]: answer });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Feedback/ })).toBeNull();
  });
});

describe('the answers to the event’s questions (docs/rules.md "Questions per event")', () => {
  it('has a column per question with each child’s answer', async () => {
    const asked = [
      { question: 'Heeft je kind zwemdiploma A?', answer: 'Ja' },
      { question: 'Wie haalt je kind op?', answer: 'Oma Ans' },
    ];
    const withAnswers = [
      participant('Sem', 'Bakker', { answers: asked }),
      participant('Lotte', 'de Vries', {
        answers: [
          { ...asked[0]!, answer: 'Nee' },
          { ...asked[1]!, answer: '' },
        ],
      }),
    ];
    await openStaff(`/beheer/evenementen/${EVENT}`, { [`GET ${PATH}`]: json(200, { data: participantList(withAnswers) }) });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Heeft je kind zwemdiploma A?' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Wie haalt je kind op?' })).toBeInTheDocument();
    const body = within(table).getAllByRole('row').slice(1);
    expect(body[0]).toHaveTextContent(/M.*Ja.*Oma Ans.*Ouder Bakker/);
    expect(body[1]).toHaveTextContent(/Nee.*–.*Ouder/);
  });

  it('says when a parent changed the answers, and the next poll brings the new answers with that moment', async () => {
    const asked = [{ question: 'Wie haalt je kind op?', answer: 'Oma Ans' }];
    const sem = participant('Sem', 'Bakker', { answers: asked, answers_changed_at: null });
    const lotte = participant('Lotte', 'de Vries', { answers: asked, answers_changed_at: '2026-11-28T13:05:00.000Z' });
    // the parent changes Sem's answers: the poll (?since=) brings that row
    const changed = { ...sem, answers: [{ ...asked[0]!, answer: 'Opa Kees' }], answers_changed_at: '2026-11-28T13:07:00.000Z' };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = await openStaff(`/beheer/evenementen/${EVENT}`, {
      [`GET ${PATH}`]: (call: Call) =>
        (call.search ?? '').includes('since=')
          ? json(200, { data: participantList([changed], { server_time: '2026-11-28T13:08:00.000Z', total: 2 }) })
          : json(200, { data: participantList([sem, lotte], { server_time: '2026-11-28T13:06:00.000Z' }) }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Antwoorden gewijzigd' })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Lotte de Vries')).toHaveTextContent('Oma AnsGewijzigd op 28 november 2026, 14:05');
    expect(row('Sem Bakker')).toHaveTextContent(/Oma Ans–/);
    expect(row('Sem Bakker')).not.toHaveTextContent('Gewijzigd op');

    await act(() => vi.advanceTimersByTimeAsync(PARTICIPANTS_POLL_MS));
    await waitFor(() => expect(row('Sem Bakker')).toHaveTextContent('Opa KeesGewijzigd op 28 november 2026, 14:07'));
    expect(row('Lotte de Vries')).toHaveTextContent('Oma AnsGewijzigd op 28 november 2026, 14:05');
    expect(api.calls.filter((c) => c.path === PATH).map((c) => c.search ?? '')).toContain('?since=2026-11-28T13%3A06%3A00.000Z');
  });
});
