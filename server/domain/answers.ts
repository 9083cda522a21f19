// Questions per event, per child (docs/rules.md "Questions per event"): the CMS event's questions, the
// answers checked against them (required, one of the options, at most 500 characters) with a Dutch
// message per field, kept with the cart line, the order line and the ticket; the parent changes a
// ticket's answers until the event's first day.
import type { Cart } from '../../shared/contract/cart';
import {
  NO,
  YES,
  answersInWords,
  toEventQuestion,
  type Answers,
  type CartAnswersPayload,
  type EventQuestion,
  type TicketAnswers,
  type TicketAnswersPayload,
} from '../../shared/contract/questions';
import type { Deps } from '../context';
import { setCartItemAnswers } from '../db/cart';
import { inTransaction } from '../db/database';
import { findOwnTicket, setTicketAnswers } from '../db/tickets';
import { findProfileById } from '../db/profiles';
import { texts } from '../texts';
import { amsterdamDay } from './cancellation';
import { cartAnswer, loadCart, type StoredCart } from './cart';
import { DomainError, ErrorList, notFound } from './errors';

/** The questions of the event with this external id, in the CMS's order; [] for none. */
export function eventQuestions(deps: Pick<Deps, 'content'>, eventUuid: string): EventQuestion[] {
  const event = deps.content.events().find((e) => e.external_id === eventUuid);
  return (event?.questions ?? []).map(toEventQuestion);
}

// Control characters and bidirectional overrides could disguise an answer on the staff's list; line breaks may stay.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const missingMessage = (q: EventQuestion, child: string) =>
  q.type === 'yes_no'
    ? texts.answerYesNo(q.label, child)
    : q.type === 'choice'
      ? texts.answerChoice(q.label, child)
      : texts.answerText(q.label, child);

/**
 * The answers kept for these questions: an unknown question id is dropped (the CMS may have removed it),
 * an empty answer is left out. Each wrong one is added to `errors` at `field(id)`; with `all`, a required
 * question left unanswered is wrong too.
 */
export function checkAnswers(
  questions: EventQuestion[],
  given: Answers,
  child: string,
  field: (questionId: string) => string,
  errors: ErrorList,
  all = true,
): Answers {
  const kept: Answers = {};
  for (const q of questions) {
    const answer = (given[q.id] ?? '').trim();
    if (answer === '') {
      if (all && q.required) errors.add(field(q.id), missingMessage(q, child));
      continue;
    }
    if (q.type === 'yes_no' && answer !== YES && answer !== NO) errors.add(field(q.id), texts.answerYesNo(q.label, child));
    else if (q.type === 'choice' && !q.options.includes(answer)) errors.add(field(q.id), texts.answerNotAnOption(q.label, q.options));
    else if (UNSAFE.test(answer)) errors.add(field(q.id), texts.answerUnsafe(q.label));
    else kept[q.id] = answer;
  }
  return kept;
}

/** PUT /api/cart/answers: each child's answers, checked in full, replace the ones in the cart. */
export function saveCartAnswers(deps: Deps, userId: number, body: CartAnswersPayload): Cart {
  const { db } = deps;
  const cart = loadCart(db, userId);
  const errors = new ErrorList();
  const changes: { eventId: number; profileId: number; answers: Answers }[] = [];
  body.items.forEach((item, i) => {
    const line = cart.lines.find((l) => l.profile.uuid === item.profile_id);
    if (!line) return errors.add(`items.${i}.profile_id`, texts.answersChildNotInCart);
    const questions = eventQuestions(deps, line.event.uuid);
    const answers = checkAnswers(questions, item.answers, line.profile.first_name, (id) => `items.${i}.answers.${id}`, errors);
    changes.push({ eventId: line.event.id, profileId: line.profile.id, answers });
  });
  errors.throwIfAny();
  inTransaction(db, () => {
    for (const c of changes) setCartItemAnswers(db, userId, c.eventId, c.profileId, JSON.stringify(c.answers));
  });
  return cartAnswer(db, userId, deps.now());
}

/** At checkout: every required question of every child is answered (the answers step may have been skipped). */
export function checkCartAnswers(deps: Pick<Deps, 'content'>, cart: StoredCart): void {
  const errors = new ErrorList();
  cart.lines.forEach((line, i) => {
    const questions = eventQuestions(deps, line.event.uuid);
    checkAnswers(questions, line.answers, line.profile.first_name, (id) => `items.${i}.answers.${id}`, errors);
  });
  errors.throwIfAny();
}

/** Until the event's first day (Europe/Amsterdam) the parent may change a ticket's answers. */
export const answersEditable = (startDate: string, now: number): boolean => {
  const start = Date.parse(startDate);
  return !Number.isFinite(start) || amsterdamDay(now) < amsterdamDay(start);
};

/** PUT /api/tickets/{uuid}/answers: another parent's ticket is an unknown one; from the first day on it is closed. */
export function changeTicketAnswers(deps: Deps, userId: number, ticketUuid: string, body: TicketAnswersPayload): TicketAnswers {
  const { db } = deps;
  const ticket = findOwnTicket(db, userId, ticketUuid);
  if (!ticket) throw notFound(texts.ownTicketNotFound);
  if (!answersEditable(ticket.start_date, deps.now())) throw new DomainError('forbidden', texts.answersClosed);
  const child = findProfileById(db, ticket.profile_id)?.first_name ?? '';
  const errors = new ErrorList();
  const answers = checkAnswers(eventQuestions(deps, ticket.event_uuid), body.answers, child, (id) => `answers.${id}`, errors);
  errors.throwIfAny();
  setTicketAnswers(db, ticket.id, JSON.stringify(answers), deps.now());
  return { ticket_uuid: ticket.uuid, answers, answers_editable: true };
}

/**
 * The answers repeated in a mail (the confirmation, the reminder), one paragraph per child: the question
 * and the answer in words (yes/no as Ja/Nee, a choice as its option); an unanswered question is left out.
 * Nothing for an event without questions. Plain text: the mail layout escapes it in the HTML part.
 */
export function answersInMail(questions: EventQuestion[], children: ReadonlyArray<{ name: string; answers: Answers }>): string[] {
  if (questions.length === 0) return [];
  const paragraphs = children.flatMap(({ name, answers }) => {
    // 'Heeft je kind zwemdiploma A? Ja', but 'Allergieën: geen'
    const lines = answersInWords(questions, answers).map(
      ({ question, answer }) => `- ${question}${/[?:]$/.test(question.trim()) ? '' : ':'} ${answer}`,
    );
    return lines.length ? [[`Je antwoorden voor ${name}:`, ...lines].join('\n')] : [];
  });
  // the parent may change them until the first day (changeTicketAnswers)
  return paragraphs.length
    ? [...paragraphs, 'Klopt er een antwoord niet meer? Tot de eerste dag pas je het aan in je account, bij het evenement.']
    : [];
}
