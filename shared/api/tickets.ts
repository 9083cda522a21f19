// A parent cancels a child's ticket (docs/rules.md "Cancellation"). An operator's API without these
// calls answers 404; the dialog then says so in Dutch.
import { http, readData } from '../http';
import { CancelAnswerSchema, CancelQuoteSchema, type CancelAnswer, type CancelQuote } from '../contract/cancellation';

const path = (ticketUuid: string) => `tickets/${encodeURIComponent(ticketUuid)}/cancel`;

/** GET /api/tickets/{uuid}/cancel: what a cancel would give back now, or why it cannot. */
export const cancelQuote = (ticketUuid: string): Promise<CancelQuote> => readData(http().get(path(ticketUuid)), CancelQuoteSchema);

/** POST /api/tickets/{uuid}/cancel: cancels within the rule; answers the refunds it made. */
export const cancelTicket = (ticketUuid: string): Promise<CancelAnswer> => readData(http().post(path(ticketUuid)), CancelAnswerSchema);
