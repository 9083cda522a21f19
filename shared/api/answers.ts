// The answers to an event's questions per child (docs/rules.md "Questions per event"): in the cart before
// the summary, and on a ticket until the event's first day.
import { http, readData } from '../http';
import { CartSchema, type Cart } from '../contract/cart';
import { TicketAnswersSchema, type Answers, type TicketAnswers } from '../contract/questions';

/** PUT /api/cart/answers: each child's answers, checked in full; answers the whole cart. */
export const putCartAnswers = (items: { profile_id: string; answers: Answers }[]): Promise<Cart> =>
  readData(http().put('cart/answers', { json: { items } }), CartSchema);

/** PUT /api/tickets/{uuid}/answers: a ticket's answers, all of them. */
export const putTicketAnswers = (ticketUuid: string, answers: Answers): Promise<TicketAnswers> =>
  readData(http().put(`tickets/${encodeURIComponent(ticketUuid)}/answers`, { json: { answers } }), TicketAnswersSchema);
