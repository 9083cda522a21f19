// The answers to an event's questions per child (docs/rules.md "Questions per event"): given in the cart
// before the summary, changed on a ticket until the event's first day. The rules: domain/answers.ts.
import { CartAnswersPayloadSchema, TicketAnswersPayloadSchema } from '../../shared/contract/questions';
import { changeTicketAnswers, saveCartAnswers } from '../domain/answers';
import { defineRoute } from '../http/route';
import { E, err, ok, ref, withBody } from '../openapi/parts';

export const ANSWER_ROUTES = [
  defineRoute({
    method: 'put',
    path: '/api/cart/answers',
    id: 'saveCartAnswers',
    summary:
      'The answers of children in the cart to the event’s questions, each child’s checked in full (required, one of the options, at most 500 characters) and replacing what it had; checkout refuses a cart with a required question unanswered',
    access: 'user',
    body: CartAnswersPayloadSchema,
    responses: { '200': ok('The cart, with each child’s answers', ref('Cart')), ...withBody },
    handle: (c, { deps, userId, body }) => c.json({ data: saveCartAnswers(deps, userId, body) }),
  }),
  defineRoute({
    method: 'put',
    path: '/api/tickets/{uuid}/answers',
    id: 'changeTicketAnswers',
    summary: 'Replace a ticket’s answers to the event’s questions (checked as in the cart), until the event’s first day',
    access: 'user',
    body: TicketAnswersPayloadSchema,
    responses: {
      '200': ok('The answers as stored', ref('TicketAnswers')),
      ...withBody,
      '403': err('The event’s first day has come: the answers can no longer be changed'),
      '404': E[404]('Unknown ticket, a canceled one, or another parent’s (the same answer)'),
    },
    handle: (c, { deps, userId, params, body }) => c.json({ data: changeTicketAnswers(deps, userId, params.uuid!, body) }),
  }),
];
