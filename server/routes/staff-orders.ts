// The back office's orders and its log (docs/rules.md "Back office"): read only.
import { auditPage } from '../domain/staff/audit';
import { findOrders, orderDetail } from '../domain/staff/orders';
import { defineRoute } from '../http/route';
import { E, arrayOf, ok, ref } from '../openapi/parts';

export const STAFF_ORDER_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/staff/orders',
    id: 'staffOrders',
    summary:
      'Find orders by (part of) the order number (SV-1038), the parent’s name or e-mail address; without q the latest. At most 50, newest first',
    access: 'staff',
    query: [{ name: 'q', description: 'order number, parent name or e-mail address', example: 'SV-1038' }],
    responses: { '200': ok('The orders found', arrayOf(ref('StaffOrder'))) },
    handle: (c, { deps }) => c.json({ data: findOrders(deps.db, c.req.query('q') ?? '') }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/staff/orders/{uuid}',
    id: 'staffOrder',
    summary: 'One order: its lines, discounts, payments, status and the mails sent about it',
    access: 'staff',
    responses: { '200': ok('The order', ref('StaffOrderDetail')), '404': E[404]('No such order') },
    handle: (c, { deps, params }) => c.json({ data: orderDetail(deps.db, params.uuid!) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/staff/log',
    id: 'staffLog',
    summary:
      'Who did what and when (role changes, places, check-ins, feedback, trainers, exports, views of medical details), newest first, 50 a page',
    access: 'staff',
    query: [{ name: 'page', description: '1 (default) is the newest', example: '2' }],
    responses: { '200': ok('A page of the log', ref('AuditPage')) },
    handle: (c, { deps }) => {
      const page = Number(c.req.query('page') ?? '1');
      return c.json({ data: auditPage(deps.db, Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1) });
    },
  }),
];
