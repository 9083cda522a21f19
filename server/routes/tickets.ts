// A parent cancels a child's ticket (docs/rules.md "Cancellation"): first what would come back, then the cancel.
import { cancelQuote, cancelTicket } from '../domain/ticket-cancel';
import { defineRoute } from '../http/route';
import { E, err, ok, ref } from '../openapi/parts';

const notYours = E[404]('Unknown ticket, or another parent’s (the same answer)');

export const TICKET_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/tickets/{uuid}/cancel',
    id: 'cancelQuote',
    summary:
      'What canceling this ticket would give back now (to the account, onto the gift card, what the rule keeps) or why it cannot; the event’s cancellation rule in one sentence',
    access: 'user',
    responses: { '200': ok('The quote', ref('CancelQuote')), '404': notYours },
    handle: (c, { deps, userId, params }) => c.json({ data: cancelQuote(deps, userId, params.uuid!) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/tickets/{uuid}/cancel',
    id: 'cancelTicket',
    summary:
      'Cancel the ticket within the rule: its place goes to the waiting list at once, the order is recomputed, the refunds are recorded and sent (gift-card part back onto the card), a mail confirms it. Once only: a second call answers 409',
    access: 'user',
    responses: {
      '200': ok('The refunds made', ref('CancelAnswer')),
      '404': notYours,
      '409': err('Already canceled'),
      '413': E[413],
      '422': err('Outside the rule: the message says until when it could be canceled and what to do'),
    },
    handle: async (c, { deps, userId, params }) => c.json({ data: await cancelTicket(deps, userId, params.uuid!) }),
  }),
];
