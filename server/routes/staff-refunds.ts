// Staff undo an order (docs/rules.md "Cancellation"): tickets canceled at any time, a full or partial
// amount back with a reason, a failed refund tried again; each logged.
import { StaffRefundPayloadSchema } from '../../shared/contract/cancellation';
import { staffRefund, staffRetryRefund } from '../domain/staff/refunds';
import { defineRoute } from '../http/route';
import { E, err, ok, ref, withBody } from '../openapi/parts';

export const STAFF_REFUND_ROUTES = [
  defineRoute({
    method: 'post',
    path: '/api/staff/orders/{uuid}/refunds',
    id: 'staffRefund',
    summary:
      'Cancel tickets of the order (`tickets`: "all" or their uuids) at any time and/or give back `amount` (never more than was paid minus what went back already) with a `reason`; without an amount the canceled tickets’ full shares. Freed places go to the waiting list; logged',
    access: 'staff',
    body: StaffRefundPayloadSchema,
    responses: {
      '200': ok('What was canceled and refunded', ref('StaffRefundAnswer')),
      '404': E[404]('No such order'),
      ...withBody,
      '409': err('No payment to refund'),
    },
    handle: async (c, { deps, userId, params, body }) => c.json({ data: await staffRefund(deps, userId, params.uuid!, body) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/staff/refunds/{uuid}/retry',
    id: 'staffRetryRefund',
    summary: 'Try a refused or failed refund again (a new attempt with a new idempotency key); logged',
    access: 'staff',
    responses: {
      '200': ok('The refund as it stands now', ref('Refund')),
      '404': E[404]('No such refund'),
      '409': err('Only a failed refund can be tried again'),
      '413': E[413],
    },
    handle: async (c, { deps, userId, params }) => c.json({ data: await staffRetryRefund(deps, userId, params.uuid!) }),
  }),
];
