// GET /api/orders/{uuid}: owner only; anyone else gets the same 404 as for an unknown uuid.
import { showOrder } from '../domain/order-views';
import { defineRoute } from '../http/route';
import { E, ok, ref } from '../openapi/parts';

export const ORDER_ROUTES = [
  defineRoute({
    method: 'get',
    path: '/api/orders/{uuid}',
    id: 'getOrder',
    summary: 'An order of the logged-in parent; an open one asks the payment provider first',
    access: 'user',
    responses: { '200': ok('The order', ref('Order')), '404': E[404]('Unknown or not yours') },
    handle: async (c, { deps, userId, params }) => c.json({ data: await showOrder(deps, userId, params.uuid!) }),
  }),
];
