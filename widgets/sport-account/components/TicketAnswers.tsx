import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { toEventQuestion, type Answers, type EventQuestion } from '../../../shared/contract/questions';
import type { CmsEventQuestion } from '../../../shared/contract/cms';
import type { Ticket } from '../../../shared/contract/user';
import { useSubmit } from '../../../shared/form';
import { $formErrors } from '../../../shared/stores/ui';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { AnswerList, QuestionField, missingAnswers } from '../../../shared/ui/QuestionField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { $editingTicket, $savedAnswers, editAnswers, saveTicketAnswers } from '../stores/answers';
import { nl } from '../nl';

/**
 * A ticket's answers to its event's questions on the dashboard (docs/rules.md "Questions per event"):
 * shown for an upcoming event with questions, changed here until the first day; from then on the
 * answers stay readable and the page says why they cannot change. Nothing for an event without questions.
 */
export function TicketAnswers({ ticket, asked, name }: { ticket: Ticket; asked: readonly CmsEventQuestion[] | undefined; name: string }) {
  const questions = (asked ?? []).map(toEventQuestion);
  const saved = useStore($savedAnswers)[ticket.uuid] ?? ticket.answers ?? {};
  const editing = useStore($editingTicket) === ticket.uuid;
  if (!questions.length) return null;
  const headingId = `sport-answers-${ticket.uuid}`;
  return (
    <section className="sport-ticket__answers" aria-labelledby={headingId}>
      <h5 id={headingId}>{nl.answers.titleFor(name)}</h5>
      {editing ? (
        <AnswersForm ticket={ticket.uuid} questions={questions} initial={saved} name={name} />
      ) : (
        <>
          <AnswerList questions={questions} answers={saved} />
          {ticket.answers_editable === false ? (
            <p className="sport-ticket__answers-note">{nl.answers.closed}</p>
          ) : (
            <button type="button" className="sport-button" onClick={() => editAnswers(ticket.uuid)}>
              {nl.answers.change}
              <span className="sport-visually-hidden">{nl.answers.changeFor(name)}</span>
            </button>
          )}
        </>
      )}
    </section>
  );
}

interface AnswersFormProps {
  ticket: string;
  questions: EventQuestion[];
  initial: Answers;
  name: string;
}

function AnswersForm({ ticket, questions, initial, name }: AnswersFormProps) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const { fields } = useStore($formErrors);
  const key = (id: string) => `answers.${id}`;
  const { state, onSubmit } = useSubmit(async () => {
    // spec §5: required fields are checked before sending
    const missing = missingAnswers(questions, answers, name, key);
    if (Object.keys(missing).length) {
      $formErrors.set({ messages: Object.values(missing).flat(), fields: missing });
      return false;
    }
    return saveTicketAnswers(ticket, answers);
  }, nl.answers.saved);
  return (
    <form className="sport-form sport-ticket__answers-form" onSubmit={onSubmit} noValidate>
      <p className="sport-form__hint">{nl.answers.untilFirstDay}</p>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          name={key(question.id)}
          value={answers[question.id] ?? ''}
          errors={fields[key(question.id)]}
          onChange={(value) => setAnswers((old) => ({ ...old, [question.id]: value }))}
        />
      ))}
      <FormErrors />
      <div className="sport-ticket__answers-actions">
        <SubmitButton state={state} label={nl.answers.save} />
        <button type="button" className="sport-button" onClick={() => editAnswers(null)}>
          {nl.answers.cancel}
        </button>
      </div>
    </form>
  );
}
