// The OpenAPI document is valid OpenAPI 3.1 and says what the server sends.
// Every answer the API tests receive through Client is checked against it (helpers.ts, openapi-check.ts).
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../server/openapi/document';
import { checkAnswer } from './openapi-check';
import { startServer, type AnyJson, type TestServer } from './helpers';

let server: TestServer;
let doc: AnyJson;
beforeAll(async () => {
  server = await startServer();
  doc = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser validates it, references included)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
  });

  it('names every operation once, and says who may call it', () => {
    const ids: string[] = [];
    for (const [path, item] of Object.entries<AnyJson>(doc.paths)) {
      for (const [method, op] of Object.entries<AnyJson>(item)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        ids.push(op.operationId);
        expect(Array.isArray(op.security), `${method} ${path} security`).toBe(true);
        for (const [status, response] of Object.entries<AnyJson>(op.responses)) {
          // every JSON answer has a schema
          for (const media of Object.values<AnyJson>(response.content ?? {}))
            expect(media.schema, `${method} ${path} ${status}`).toBeDefined();
          if (Number(status) >= 400 && response.content?.['application/json'])
            expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(operations().length);
  });

  it('marks the public operations with security: [] and gives the others their errors', () => {
    expect(doc.paths['/api/events/{uuid}/stock'].get.security).toEqual([]);
    expect(doc.paths['/api/payments/webhook'].post.security).toEqual([]);
    expect(doc.paths['/api/csrf-cookie'].get.security).toEqual([]);
    expect(doc.paths['/api/cart/checkout'].post.security).toEqual([{ session: [], xsrf: [] }]);
    expect(Object.keys(doc.paths['/api/cart/checkout'].post.responses).sort()).toEqual(['200', '401', '409', '413', '419', '422', '502']);
    expect(Object.keys(doc.paths['/api/auth/login'].post.responses).sort()).toEqual(['200', '413', '419', '422', '429']);
  });

  it('knows refund_needed as an order status', () => {
    expect(doc.components.schemas.Order.properties.status.enum).toContain('refund_needed');
  });
});

describe('the answer check used by every API test', () => {
  it('refuses an undocumented status, a body that does not match, and a wrong content type', () => {
    expect(() => checkAnswer('GET', '/api/events/x/stock', 200, 'application/json', { data: { stock: 3 } })).not.toThrow();
    expect(() => checkAnswer('GET', '/api/events/x/stock', 200, 'application/json', { data: { stock: '3' } })).toThrow(/does not match/);
    expect(() => checkAnswer('GET', '/api/events/x/stock', 418, 'application/json', { message: 'x' })).toThrow(/does not list/);
    expect(() => checkAnswer('GET', '/api/orders/x', 200, 'application/json', { data: { uuid: 'x', status: 'refunded' } })).toThrow(
      /does not match/,
    );
    expect(() => checkAnswer('GET', '/api/orders/x', 404, 'text/html', '<p>')).toThrow(/text\/html/);
    expect(() => checkAnswer('GET', '/api/nothing-here', 404, 'application/json', { message: 'x' })).not.toThrow();
  });
});
