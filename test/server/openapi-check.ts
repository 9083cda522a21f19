// Checks an API answer against the OpenAPI document the server serves (server/openapi/document.ts): the
// status must be documented for the operation, and a JSON body must match its schema. Client in
// helpers.ts calls it on every answer, so every API test also tests the document.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../server/openapi/document';

const doc = openApiDocument('http://localhost');
// OpenAPI 3.1 schemas are JSON Schema 2020-12; `examples`, `description` are annotations.
const ajv = new Ajv2020({ strict: false, allErrors: true });

interface Route {
  pattern: RegExp;
  path: string;
  operations: Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { schema: object }> }> }>;
}

const routes: Route[] = Object.entries(doc.paths).map(([path, operations]) => ({
  path,
  pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  operations: operations as Route['operations'],
}));

const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: object): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    // the components travel with each schema, so its #/components/schemas/… references resolve
    fn = ajv.compile({ ...schema, components: doc.components });
    compiled.set(key, fn);
  }
  return fn;
}

export class ContractError extends Error {}

/** Throws when the answer is not what the document says; paths and methods it does not name are not checked. */
export function checkAnswer(method: string, pathname: string, status: number, contentType: string, body: unknown): void {
  const route = routes.find((r) => r.pattern.test(pathname));
  const operation = route?.operations[method.toLowerCase()];
  if (!route || !operation) return;
  const where = `${method} ${pathname} (${operation.operationId}) answered ${status}`;
  const response = operation.responses[String(status)];
  if (!response) {
    if (status >= 500) return; // a server error is a bug that the test itself reports
    throw new ContractError(`${where}, which the OpenAPI document does not list (it lists ${Object.keys(operation.responses).join(', ')})`);
  }
  const isJson = contentType.includes('json');
  if (!response.content) {
    if (isJson && body !== '') throw new ContractError(`${where} with a JSON body, but the document says no content`);
    return;
  }
  const media = Object.keys(response.content).find((type) => contentType.startsWith(type));
  if (!media)
    throw new ContractError(
      `${where} as ${contentType || 'no content type'}; the document says ${Object.keys(response.content).join(' or ')}`,
    );
  if (!media.includes('json')) return;
  const validate = validator(`${route.path} ${method} ${status} ${media}`, response.content[media]!.schema);
  if (!validate(body)) {
    throw new ContractError(
      `${where} with a body that does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
