// The operations of held places and the waiting list (docs/rules.md "Held places", "Waiting list"):
// additions to the contract, metadata only; the bodies and answers are the contract's components.
import { E, arrayOf, err, noContent, ok, ref, withBody, type Operations } from './parts';

export const RUSH_OPERATIONS: Operations = {
  'POST /api/events/{uuid}/waiting-list': {
    id: 'joinWaitingList',
    summary:
      'Put own children on the waiting list of a sold-out event; answers the parent’s entries for it (joining again changes nothing). 422 while places are free, for another parent’s child, a child with a ticket or a held place',
    access: 'user',
    body: 'JoinWaitingListPayload',
    responses: { '201': ok('Entries', arrayOf(ref('WaitingListEntry'))), '404': E[404]('Unknown event'), ...withBody },
  },
  'GET /api/user/waiting-list': {
    id: 'getWaitingList',
    summary: 'The parent’s waiting-list entries, oldest first',
    access: 'user',
    responses: { '200': ok('Entries', arrayOf(ref('WaitingListEntry'))) },
  },
  'DELETE /api/waiting-list/{uuid}': {
    id: 'leaveWaitingList',
    summary: 'Leave the waiting list; an offered place goes to the next in line',
    access: 'user',
    responses: { '204': noContent('Left'), '404': E[404]('Unknown or another parent’s entry'), '413': E[413], '419': E[419] },
  },
  'POST /api/waiting-list/{uuid}/claim': {
    id: 'claimWaitingOffer',
    summary:
      'Claim an offered place (the mail’s link): the entry becomes claimed and the child goes into the cart with the offer’s hold (another event’s children leave the cart)',
    access: 'user',
    responses: {
      '200': ok('The claimed entry', ref('WaitingListEntry')),
      '403': err('The offer was mailed to another parent'),
      '404': E[404]('Unknown entry'),
      '410': err('The offer ran out and went to the next in line'),
      '413': E[413],
      '419': E[419],
    },
  },
};
