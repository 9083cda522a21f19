import { MAX_ANSWER_LENGTH, NO, YES, answerText, type Answers, type EventQuestion } from '../contract/questions';
import { nl } from '../nl';
import { RadioGroup } from './RadioGroup';
import { TextAreaField } from './TextArea';

interface QuestionFieldProps {
  question: EventQuestion;
  /** the control's name: the server's error key for it (`items.0.answers.zwemdiploma`) */
  name: string;
  value: string;
  errors?: readonly string[] | undefined;
  onChange: (value: string) => void;
}

/**
 * One question of an event for one child (docs/rules.md "Questions per event"), in the form kit
 * (docs/architecture.md "Forms"): yes/no and a choice as radios in a fieldset, a text as a text area with
 * a counter; the CMS's help as the hint, '*' when required, the errors by the field.
 */
export function QuestionField({ question, name, value, errors, onChange }: QuestionFieldProps) {
  const common = { label: question.label, hint: question.help ?? undefined, errors, required: question.required, name };
  if (question.type === 'text')
    return <TextAreaField {...common} value={value} maxLength={MAX_ANSWER_LENGTH} onChange={(e) => onChange(e.target.value)} />;
  const options =
    question.type === 'yes_no'
      ? [
          { value: YES, label: nl.questions.yes },
          { value: NO, label: nl.questions.no },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  return (
    <RadioGroup
      {...common}
      options={options}
      value={value}
      inline={question.type === 'yes_no'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The answers as a list of question and answer (the order summary, the dashboard). */
export function AnswerList({ questions, answers }: { questions: readonly EventQuestion[]; answers: Answers }) {
  return (
    <dl className="sport-answers">
      {questions.map((q) => (
        <div key={q.id} className="sport-answers__item">
          <dt>{q.label}</dt>
          <dd>{answers[q.id] ? answerText(q, answers[q.id]!) : nl.questions.notAnswered}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A message per required question left open, keyed as the server keys it: checked before sending (spec §5). */
export function missingAnswers(
  questions: readonly EventQuestion[],
  answers: Answers,
  child: string,
  key: (questionId: string) => string,
): Record<string, string[]> {
  return Object.fromEntries(
    questions.filter((q) => q.required && !(answers[q.id] ?? '').trim()).map((q) => [key(q.id), [nl.questions.missing(q.label, child)]]),
  );
}

/** Whether an answer would pass the server's check (server/domain/answers.ts `checkAnswers`): its field's error may go. */
export function answerValid(question: EventQuestion, value: string): boolean {
  const answer = value.trim();
  if (answer === '') return !question.required;
  if (answer.length > MAX_ANSWER_LENGTH) return false;
  if (question.type === 'yes_no') return answer === YES || answer === NO;
  return question.type !== 'choice' || question.options.includes(answer);
}
