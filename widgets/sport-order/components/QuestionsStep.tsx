import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CmsEvent } from '../../../shared/cms/event';
import type { Answers, EventQuestion } from '../../../shared/contract/questions';
import { onFormChannel } from '../../../shared/form-channel';
import { useSubmit } from '../../../shared/form';
import { navigate } from '../../../shared/router';
import { pathTo } from '../../../shared/routes';
import { $cart } from '../../../shared/stores/cart';
import { saveCartAnswers } from '../../../shared/stores/cart-answers';
import { $profiles } from '../../../shared/stores/profiles';
import { $formErrors, clearFieldError, clearFormErrors } from '../../../shared/stores/ui';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { QuestionField, answerValid, missingAnswers } from '../../../shared/ui/QuestionField';
import { nl as common } from '../../../shared/nl';
import { GeneralError } from './GeneralError';
import { OrderFooter } from './OrderFooter';
import { StepHeading } from './StepHeading';
import { itemsWithChild } from '../stores/participants';
import { $questions } from '../stores/questions';
import { nl } from '../nl';

/** The server's key of a child's answer: the control's name, so its error stands by it. */
const answerKey = (index: number, questionId: string) => `items.${index}.answers.${questionId}`;

/**
 * The questions step (docs/rules.md "Questions per event"): the event's questions for each child in the
 * cart, between the extras and the summary; required ones are checked before sending, then the server
 * checks all and its errors stand by their field. Only for an event with questions.
 */
export function QuestionsStep({ event }: { event: CmsEvent }) {
  const cart = useStore($cart);
  const profiles = useStore($profiles);
  const questions = useStore($questions);
  const { fields } = useStore($formErrors);
  const children = itemsWithChild(cart.items, profiles);
  const [answers, setAnswers] = useState<Record<string, Answers>>(() =>
    Object.fromEntries(cart.items.map((item) => [item.profile_id, item.answers ?? {}])),
  );
  const summary = pathTo('orderSummary', { slug: event.slug });

  // an event without questions has no such step
  useEffect(() => {
    if (questions?.length === 0) navigate(summary, { replace: true });
  }, [questions, summary]);
  useEffect(() => clearFormErrors, []);

  const { state, onSubmit } = useSubmit(async () => {
    const list = questions ?? [];
    const missing = Object.assign(
      {},
      ...children.map(({ item, name }, i) => missingAnswers(list, answers[item.profile_id] ?? {}, name, (id) => answerKey(i, id))),
    );
    if (Object.keys(missing).length) {
      $formErrors.set({ messages: Object.values(missing).flat() as string[], fields: missing });
      return false;
    }
    const ok = await onFormChannel(() =>
      saveCartAnswers(children.map(({ item }) => ({ profile_id: item.profile_id, answers: answers[item.profile_id] ?? {} }))),
    );
    if (ok) navigate(summary);
    return ok;
  }, null);

  const busy = cart.loading || state === 'loading' || questions === null;
  const set = (index: number, profileId: string, question: EventQuestion, value: string) => {
    setAnswers((old) => ({ ...old, [profileId]: { ...old[profileId], [question.id]: value } }));
    // a corrected field loses its error at once; the others keep theirs until they are corrected or sent
    if (answerValid(question, value)) clearFieldError(answerKey(index, question.id));
  };

  return (
    <form className="sport-order__step" onSubmit={onSubmit} noValidate>
      <StepHeading title={`${nl.pageTitles.questions} – ${event.title}`}>{nl.questions.title}</StepHeading>
      <p>{nl.questions.intro}</p>
      <p className="sport-order__muted">{common.requiredHint}</p>
      {children.map(({ item, name }, i) => (
        <fieldset key={item.profile_id} className="sport-order__fieldset sport-order__questions">
          <legend>{nl.questions.child(name)}</legend>
          {(questions ?? []).map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              name={answerKey(i, question.id)}
              value={answers[item.profile_id]?.[question.id] ?? ''}
              errors={fields[answerKey(i, question.id)]}
              onChange={(value) => set(i, item.profile_id, question, value)}
            />
          ))}
        </fieldset>
      ))}
      <FormErrors />
      <GeneralError />
      <OrderFooter event={event} total={cart.meta.cart_amount} hint={busy ? nl.questions.hint.loading : null} busy={busy} />
    </form>
  );
}
