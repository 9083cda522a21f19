// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $router } from '../../../shared/router';
import type { CmsEventQuestion } from '../../../shared/contract/cms';
import { cartItem, profile } from '../../support/factories';
import { json } from '../../support/network';
import { changes, installShop, shop } from '../../support/fake-shop';
import { renderOrder, resetOrder, settle } from './harness';

// The questions step (docs/rules.md "Questions per event"): per child, before the summary; required ones
// checked before sending, the server's errors by their field; the summary repeats the answers.
afterEach(resetOrder);

const QUESTIONS: CmsEventQuestion[] = [
  {
    id: 'zwemdiploma',
    label: 'Heeft je kind zwemdiploma A?',
    type: 'yes_no',
    options: null,
    required: true,
    help: 'Zonder diploma zwemt je kind in het ondiepe bad.',
  },
  { id: 'groep', label: 'In welke groep?', type: 'choice', options: ['Beginners', 'Gevorderden'], required: true, help: null },
  { id: 'ophalen', label: 'Wie haalt je kind op?', type: 'text', options: null, required: false, help: null },
];
const verder = () => screen.getByRole('button', { name: 'Verder' });

function semWithQuestions(answers?: Record<string, string>) {
  installShop({
    profiles: [profile('p1', 'Sem', 'de Vries')],
    items: [{ ...cartItem('p1'), ...(answers && { answers }) }],
    questions: { 'voetbalkamp-zomer-2027': QUESTIONS },
  });
}

describe('an event with questions', () => {
  it('goes from the extras to the questions, a step of its own', async () => {
    semWithQuestions();
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' });
    await settle();
    await userEvent.setup().click(verder());
    expect(await screen.findByRole('heading', { name: 'Een paar vragen per kind' })).toBeInTheDocument();
    expect($router.get()?.route).toBe('orderQuestions');
    const steps = screen.getByRole('navigation', { name: 'Stappen van je bestelling' });
    expect(within(steps).getByText('Vragen')).toHaveAttribute('aria-current', 'step');
  });

  it('asks each question for the child, required ones marked; without answers it says so by the field and sends nothing', async () => {
    semWithQuestions();
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    const child = await screen.findByRole('group', { name: 'Vragen over Sem de Vries' });
    const diploma = within(child).getByRole('group', { name: /Heeft je kind zwemdiploma A\?/ });
    expect(within(diploma).getByText('*')).toBeInTheDocument();
    expect(diploma).toHaveAccessibleDescription('Zonder diploma zwemt je kind in het ondiepe bad.');
    expect(within(child).getByRole('textbox', { name: 'Wie haalt je kind op?' })).not.toBeRequired();

    await userEvent.setup().click(verder());
    expect(diploma).toHaveAccessibleDescription(
      'Zonder diploma zwemt je kind in het ondiepe bad. Beantwoord "Heeft je kind zwemdiploma A?" voor Sem de Vries.',
    );
    expect(within(child).getByRole('group', { name: /In welke groep/ })).toHaveAccessibleDescription(
      'Beantwoord "In welke groep?" voor Sem de Vries.',
    );
    expect(within(diploma).getByRole('radio', { name: 'Ja' })).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
    expect($router.get()?.route).toBe('orderQuestions');
  });

  it('takes a field’s error away as soon as it is answered, keeps the others’, and leaves focus where it is', async () => {
    semWithQuestions();
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    const child = await screen.findByRole('group', { name: 'Vragen over Sem de Vries' });
    const diploma = within(child).getByRole('group', { name: /Heeft je kind zwemdiploma A\?/ });
    const group = within(child).getByRole('group', { name: /In welke groep/ });
    const user = userEvent.setup();
    await user.click(verder());
    expect(within(group).getByRole('radio', { name: 'Beginners' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(diploma).getByRole('radio', { name: 'Nee' }));
    expect(diploma).toHaveAccessibleDescription('Zonder diploma zwemt je kind in het ondiepe bad.');
    expect(within(diploma).getByRole('radio', { name: 'Nee' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(diploma).getByRole('radio', { name: 'Ja' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Beantwoord "Heeft je kind zwemdiploma A?" voor Sem de Vries.')).not.toBeInTheDocument();
    // the other field keeps its error, and the parent stays where they were
    expect(group).toHaveAccessibleDescription('Beantwoord "In welke groep?" voor Sem de Vries.');
    expect(within(group).getByRole('radio', { name: 'Beginners' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(diploma).getByRole('radio', { name: 'Nee' })).toHaveFocus();

    await user.click(within(group).getByRole('radio', { name: 'Gevorderden' }));
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining('Beantwoord'));
    expect(within(group).getByRole('radio', { name: 'Beginners' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert', { name: /./ })).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('takes the server’s error on a text away once the text is valid', async () => {
    semWithQuestions({ zwemdiploma: 'no', groep: 'Beginners', ophalen: 'x' });
    let refuse = true;
    shop.override = (call) => {
      if (call.path !== '/api/cart/answers' || !refuse) return undefined;
      refuse = false;
      const message = 'Vul een geldig antwoord in bij "Wie haalt je kind op?".';
      return json(422, { message, errors: { 'items.0.answers.ophalen': [message] } });
    };
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    const text = await screen.findByRole('textbox', { name: 'Wie haalt je kind op?' });
    const user = userEvent.setup();
    await user.click(verder());
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Vul een geldig antwoord in'));
    await user.type(text, 'yz');
    expect(text).not.toHaveAttribute('aria-invalid', 'true');
    expect(text).not.toHaveAccessibleDescription(expect.stringContaining('Vul een geldig antwoord in'));
    expect(text).toHaveFocus();
  });

  it('sends the answers, goes to the summary, and the summary repeats them with a way back', async () => {
    semWithQuestions();
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('radio', { name: 'Gevorderden' }));
    await user.type(screen.getByRole('textbox', { name: 'Wie haalt je kind op?' }), 'Oma Ans');
    await user.click(verder());
    await waitFor(() => expect($router.get()?.route).toBe('orderSummary'));
    expect(changes().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/cart/answers',
        { items: [{ profile_id: 'p1', answers: { zwemdiploma: 'yes', groep: 'Gevorderden', ophalen: 'Oma Ans' } }] },
      ],
    ]);
    const answers = await screen.findByRole('region', { name: 'Antwoorden' });
    expect(within(answers).getByRole('heading', { name: 'Antwoorden voor Sem de Vries' })).toBeInTheDocument();
    expect(answers).toHaveTextContent('Heeft je kind zwemdiploma A?Ja');
    expect(answers).toHaveTextContent('In welke groep?Gevorderden');
    expect(answers).toHaveTextContent('Wie haalt je kind op?Oma Ans');
    expect(within(answers).getByRole('link', { name: 'Antwoorden wijzigen' })).toHaveAttribute(
      'href',
      '/order/voetbalkamp-zomer-2027/questions',
    );
  });

  it('shows the server’s refusal by its field and stays', async () => {
    semWithQuestions({ zwemdiploma: 'no', groep: 'Beginners' });
    shop.override = (call) => {
      if (call.path !== '/api/cart/answers') return undefined;
      const message = 'Je antwoord is te lang. Gebruik maximaal 500 tekens.';
      return json(422, { message, errors: { 'items.0.answers.ophalen': [message] } });
    };
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    // the answers in the cart are filled in
    expect(await screen.findByRole('radio', { name: 'Nee' })).toBeChecked();
    await userEvent.setup().click(verder());
    const text = screen.getByRole('textbox', { name: 'Wie haalt je kind op?' });
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('Je antwoord is te lang.')));
    expect(text).toHaveFocus();
    expect($router.get()?.route).toBe('orderQuestions');
  });
});

describe('an event without questions', () => {
  it('has no questions step: the extras lead to the summary', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], questions: {} });
    renderOrder('/order/voetbalkamp-zomer-2027/extras');
    await screen.findByRole('heading', { name: 'Welke extra’s wil je bestellen?' });
    expect(within(screen.getByRole('navigation', { name: 'Stappen van je bestelling' })).queryByText('Vragen')).not.toBeInTheDocument();
    await settle();
    await userEvent.setup().click(verder());
    await waitFor(() => expect($router.get()?.route).toBe('orderSummary'));
    expect(screen.queryByRole('region', { name: 'Antwoorden' })).not.toBeInTheDocument();
  });

  it('sends the questions address on to the summary', async () => {
    installShop({ profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')], questions: {} });
    renderOrder('/order/voetbalkamp-zomer-2027/questions');
    await waitFor(() => expect($router.get()?.route).toBe('orderSummary'));
    expect(await screen.findByRole('heading', { name: 'Controleer je bestelling' })).toBeInTheDocument();
  });
});
