// The waiting list (contract additions, server/API.md "Waiting list"): join a sold-out event, see the
// own entries, leave, claim an offered place from the mail's link.
import { JoinWaitingListPayloadSchema } from '../../shared/contract/waiting-list';
import { claimOffer, joinWaitingList, leaveWaitingList, listOwnEntries } from '../domain/waiting-list';
import { defineRoute } from '../http/route';
import { E, arrayOf, err, noContent, ok, ref, withBody } from '../openapi/parts';

export const WAITING_LIST_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/api/events/{uuid}/waiting-list',
    id: 'joinWaitingList',
    summary:
      'Put own children on the waiting list of a sold-out event; answers the parent’s entries for it (joining again changes nothing). 422 while places are free, for another parent’s child, a child with a ticket or a held place',
    access: 'user',
    body: JoinWaitingListPayloadSchema,
    responses: {
      '201': ok('Entries', arrayOf(ref('WaitingListEntry'))),
      '404': E[404]('Unknown event'),
      '409': err('Sign-up has not opened yet (the event’s salesOpenAt)'),
      ...withBody,
    },
    handle: (c, { deps, userId, params, body }) => c.json({ data: joinWaitingList(deps, userId, params.uuid!, body.profile_ids) }, 201),
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/waiting-list',
    id: 'getWaitingList',
    summary: 'The parent’s waiting-list entries, oldest first',
    access: 'user',
    responses: { '200': ok('Entries', arrayOf(ref('WaitingListEntry'))) },
    handle: (c, { deps, userId }) => c.json({ data: listOwnEntries(deps.db, userId) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/waiting-list/{uuid}',
    id: 'leaveWaitingList',
    summary: 'Leave the waiting list; an offered place goes to the next in line',
    access: 'user',
    responses: { '204': noContent('Left'), '404': E[404]('Unknown or another parent’s entry'), '413': E[413], '419': E[419] },
    handle: (c, { deps, userId, params }) => {
      leaveWaitingList(deps, userId, params.uuid!);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/waiting-list/{uuid}/claim',
    id: 'claimWaitingOffer',
    summary:
      'Claim an offered place (the mail’s link): the entry becomes claimed and the child goes into the cart with the offer’s hold (another event’s children leave the cart)',
    access: 'user',
    responses: {
      '200': ok('The claimed entry', ref('WaitingListEntry')),
      '403': err('The offer was mailed to another parent'),
      '404': E[404]('Unknown entry'),
      '410': err('The offer ran out and went to the next in line'),
      '422': err('The child would take the family over its cap for the event (tickets and cart count); the offer goes to the next in line'),
      '413': E[413],
      '419': E[419],
    },
    handle: (c, { deps, userId, params }) => c.json({ data: claimOffer(deps, userId, params.uuid!) }),
  }),
];
