// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsEventQuestion } from '../../../shared/contract/cms';
import { dashboardEvent, graphql, json, openDashboard, resetAccountState, sem, settle, type Call } from './helpers';

// A ticket's answers on the dashboard (docs/rules.md "Questions per event"): shown for an upcoming event
// with questions, changed until the first day with the errors by the field; none for an event without.
beforeEach(resetAccountState);
afterEach(() => vi.unstubAllGlobals());

const QUESTIONS: CmsEventQuestion[] = [
  { id: 'zwemdiploma', label: 'Heeft je kind zwemdiploma A?', type: 'yes_no', options: null, required: true, help: null },
  { id: 'ophalen', label: 'Wie haalt je kind op?', type: 'text', options: null, required: false, help: null },
];
const ticket = (extra: object = {}) => ({
  uuid: 't-2',
  profile: sem,
  feedback_text: null,
  trainer_name: null,
  trainer_photo: null,
  answers: { zwemdiploma: 'yes', ophalen: 'Oma Ans' },
  answers_editable: true,
  ...extra,
});

/** The CMS: the dashboard's event with its questions (or none), in the dashboard's one request. */
const cms = (withQuestions = true) => graphql({ eventsByExternalIds: [dashboardEvent({ questions: withQuestions ? QUESTIONS : [] })] });

async function openWith(extra: object = {}, answers: Record<string, unknown> = {}, withQuestions = true) {
  const api = await openDashboard({
    'GET /api/user/events': { data: [{ uuid: 'ev-zomer', tickets: [ticket(extra)] }] },
    'POST /graphql': cms(withQuestions),
    ...answers,
  });
  await settle();
  return api;
}

describe('the answers on the dashboard', () => {
  it('shows the ticket’s answers under the child, and changes them: errors by the field, then saved', async () => {
    let sent: unknown = null;
    const api = await openWith(
      {},
      {
        'PUT /api/tickets/t-2/answers': (call: Call) => {
          sent = call.body;
          const given = (call.body as { answers: Record<string, string> }).answers;
          if (given.ophalen === 'x'.repeat(3)) {
            const message = 'Je antwoord is te lang. Gebruik maximaal 500 tekens.';
            return json(422, { message, errors: { 'answers.ophalen': [message] } });
          }
          return json(200, { data: { ticket_uuid: 't-2', answers: given, answers_editable: true } });
        },
      },
    );
    const answers = await screen.findByRole('region', { name: 'Antwoorden voor Sem' });
    expect(answers).toHaveTextContent('Heeft je kind zwemdiploma A?Ja');
    expect(answers).toHaveTextContent('Wie haalt je kind op?Oma Ans');

    const user = userEvent.setup();
    await user.click(within(answers).getByRole('button', { name: 'Antwoorden wijzigen voor Sem' }));
    const pickUp = within(answers).getByRole('textbox', { name: 'Wie haalt je kind op?' });
    expect(pickUp).toHaveValue('Oma Ans');
    await user.click(within(answers).getByRole('radio', { name: 'Ja' }));
    expect(within(answers).getByRole('radio', { name: 'Ja' })).toBeChecked();

    await user.clear(pickUp);
    await user.type(pickUp, 'xxx');
    await user.click(within(answers).getByRole('button', { name: 'Antwoorden opslaan' }));
    await waitFor(() => expect(pickUp).toHaveAccessibleDescription(expect.stringContaining('Je antwoord is te lang.')));
    expect(pickUp).toHaveAttribute('aria-invalid', 'true');

    await user.clear(pickUp);
    await user.type(pickUp, 'Opa Kees');
    await user.click(within(answers).getByRole('radio', { name: 'Nee' }));
    await user.click(within(answers).getByRole('button', { name: 'Antwoorden opslaan' }));
    await waitFor(() => expect(answers).toHaveTextContent('Wie haalt je kind op?Opa Kees'));
    expect(sent).toEqual({ answers: { zwemdiploma: 'no', ophalen: 'Opa Kees' } });
    expect(answers).toHaveTextContent('Heeft je kind zwemdiploma A?Nee');
    expect(within(answers).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toHaveLength(2);
  });

  it('checks a required question before sending', async () => {
    const api = await openWith({ answers: { ophalen: 'Oma Ans' } });
    const answers = await screen.findByRole('region', { name: 'Antwoorden voor Sem' });
    expect(answers).toHaveTextContent('Heeft je kind zwemdiploma A?Niet ingevuld');
    const user = userEvent.setup();
    await user.click(within(answers).getByRole('button', { name: /Antwoorden wijzigen/ }));
    await user.click(within(answers).getByRole('button', { name: 'Antwoorden opslaan' }));
    expect(within(answers).getByRole('group', { name: /Heeft je kind zwemdiploma A\?/ })).toHaveAccessibleDescription(
      'Beantwoord "Heeft je kind zwemdiploma A?" voor Sem.',
    );
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual([]);
  });

  it('from the first day on the answers stay readable and cannot be changed, saying why', async () => {
    await openWith({ answers_editable: false });
    const answers = await screen.findByRole('region', { name: 'Antwoorden voor Sem' });
    expect(answers).toHaveTextContent('Het evenement is begonnen: wijzigen kan niet meer.');
    expect(within(answers).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind for an event without questions', async () => {
    await openWith({ answers: {} }, {}, false);
    await screen.findByRole('heading', { level: 3, name: 'Voetbalkamp Zomer 2099' });
    expect(screen.queryByRole('region', { name: 'Antwoorden voor Sem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Antwoorden wijzigen/ })).not.toBeInTheDocument();
  });
});
