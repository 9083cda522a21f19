// GET /api/openapi.json: the document made from every route definition (server/openapi/document.ts).
import { defineRoute } from '../http/route';
import { openApiDocument } from '../openapi/document';
import { json } from '../openapi/parts';

export const OPENAPI_ROUTE = defineRoute({
  method: 'get',
  path: '/api/openapi.json',
  id: 'getOpenApi',
  summary: 'This document',
  access: 'public',
  responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object', required: ['openapi', 'paths'] }) } },
  handle: (c, { deps }) => c.json(openApiDocument(deps.baseUrl())),
});
