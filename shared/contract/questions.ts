// Questions per event, per child (docs/rules.md "Questions per event"): the CMS event carries them
// (shared/contract/cms.ts `questions`), the order flow asks them before the summary, the server checks
// and stores the answers per ticket, the parent may change them until the first day.
import * as v from 'valibot';

/** The kinds of question the order flow draws; anything else the CMS sends is asked as a text. */
export const QUESTION_TYPES = ['text', 'yes_no', 'choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The stored answer of a yes/no question. */
export const YES = 'yes';
export const NO = 'no';

/** The longest answer we keep. */
export const MAX_ANSWER_LENGTH = 500;

/** A question as the shop uses it: the CMS's, with its type settled. */
export interface EventQuestion {
  id: string;
  label: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  help: string | null;
}

/** A CMS question (its type any text, options and help may be missing) as the shop uses it. */
export function toEventQuestion(q: {
  id: string;
  label: string;
  type: string;
  options: string[] | null;
  required: boolean;
  help: string | null;
}): EventQuestion {
  const options = (q.options ?? []).filter((o) => o.trim() !== '');
  const known = (QUESTION_TYPES as readonly string[]).includes(q.type) ? (q.type as QuestionType) : 'text';
  // a choice without options cannot be answered: asked as a text instead
  const type = known === 'choice' && options.length === 0 ? 'text' : known;
  return { id: q.id, label: q.label, type, options, required: q.required, help: q.help || null };
}

/** Answers by question id; yes/no as 'yes' or 'no', a choice as the option's text. An unanswered question is left out. */
export const AnswersSchema = v.record(
  v.string(),
  v.pipe(
    v.string('Vul je antwoord in als tekst.'),
    v.trim(),
    v.maxLength(MAX_ANSWER_LENGTH, `Je antwoord is te lang. Gebruik maximaal ${MAX_ANSWER_LENGTH} tekens.`),
  ),
);
export type Answers = v.InferOutput<typeof AnswersSchema>;

/** PUT /api/cart/answers: the answers of the children in the cart, each checked in full against the event's questions. */
export const CartAnswersPayloadSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        profile_id: v.pipe(v.string('Kies een kind.'), v.nonEmpty('Kies een kind.')),
        answers: AnswersSchema,
      }),
      'Geef de antwoorden per kind.',
    ),
    v.maxLength(50, 'Geef de antwoorden van maximaal 50 kinderen tegelijk.'),
  ),
});
export type CartAnswersPayload = v.InferInput<typeof CartAnswersPayloadSchema>;

/** PUT /api/tickets/{uuid}/answers: a ticket's answers, all of them (a question left out is unanswered). */
export const TicketAnswersPayloadSchema = v.object({ answers: AnswersSchema });
export type TicketAnswersPayload = v.InferInput<typeof TicketAnswersPayloadSchema>;

/** A ticket's answers as PUT /api/tickets/{uuid}/answers answers them. */
export const TicketAnswersSchema = v.object({
  ticket_uuid: v.string(),
  answers: AnswersSchema,
  /** whether the parent may still change them (until the event's first day) */
  answers_editable: v.boolean(),
});
export type TicketAnswers = v.InferOutput<typeof TicketAnswersSchema>;

/** An answer as a person reads it: a yes/no in Dutch, anything else as given. */
export const answerText = (question: Pick<EventQuestion, 'type'>, answer: string): string =>
  question.type === 'yes_no' ? (answer === YES ? 'Ja' : answer === NO ? 'Nee' : answer) : answer;

/** The answered questions in the event's order, each with its answer in words (a mail, the data export). */
export const answersInWords = (questions: EventQuestion[], answers: Answers): Array<{ question: string; answer: string }> =>
  questions.filter((q) => (answers[q.id] ?? '').trim() !== '').map((q) => ({ question: q.label, answer: answerText(q, answers[q.id]!) }));

/** Answers as stored (JSON by question id); anything unreadable counts as none. */
export function readAnswers(json: string): Answers {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
