// The operations of held places and the waiting list (docs/rules.md "Held places", "Waiting list"):
// additions to the contract, metadata only; the bodies and answers are the contract's components.
import { E, arrayOf, err, json, noContent, ok, pathParam, ref, withBody, type Operation } from './parts';

export const RUSH_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/cart/hold',
    operationId: 'keepPlaces',
    summary: 'Hold the cart’s places for another CART_HOLD_MINUTES, while the event has free places',
    access: 'user',
    responses: {
      '200': ok('The cart', ref('Cart')),
      '409': err('No free places left: the hold keeps its end'),
      '413': E[413],
      '419': E[419],
      '422': E[422],
    },
  },
  {
    method: 'post',
    path: '/api/events/{uuid}/waiting-list',
    operationId: 'joinWaitingList',
    summary: 'Put own children on the waiting list of a sold-out event; answers the parent’s entries for it',
    access: 'user',
    parameters: [pathParam('uuid')],
    requestBody: json(ref('JoinWaitingListPayload')),
    responses: { '201': ok('Entries', arrayOf(ref('WaitingListEntry'))), '404': E[404]('Unknown event'), ...withBody },
  },
  {
    method: 'get',
    path: '/api/user/waiting-list',
    operationId: 'getWaitingList',
    summary: 'The parent’s waiting-list entries, oldest first',
    access: 'user',
    responses: { '200': ok('Entries', arrayOf(ref('WaitingListEntry'))) },
  },
  {
    method: 'delete',
    path: '/api/waiting-list/{uuid}',
    operationId: 'leaveWaitingList',
    summary: 'Leave the waiting list; an offered place goes to the next in line',
    access: 'user',
    parameters: [pathParam('uuid')],
    responses: { '204': noContent('Left'), '404': E[404]('Unknown or another parent’s entry'), '413': E[413], '419': E[419] },
  },
  {
    method: 'post',
    path: '/api/waiting-list/{uuid}/claim',
    operationId: 'claimWaitingOffer',
    summary: 'Claim an offered place (the mail’s link): the child goes into the cart with the offer’s hold',
    access: 'user',
    parameters: [pathParam('uuid')],
    responses: {
      '200': ok('The claimed entry', ref('WaitingListEntry')),
      '403': err('The offer was mailed to another parent'),
      '404': E[404]('Unknown entry'),
      '410': err('The offer ran out and went to the next in line'),
      '413': E[413],
      '419': E[419],
    },
  },
];
