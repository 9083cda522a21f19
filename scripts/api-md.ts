// server/API.md's endpoint table is generated from the route definitions (server/routes/, through the
// OpenAPI document): each call's access, body, answers and summary are written once, there; bodies and answers by the name of
// their contract schema (the fields are never listed again). build.mjs rewrites it;
// test/scripts/api-md.test.ts fails when API.md is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument, operations } from '../server/openapi/document';
import type { Schema } from '../server/openapi/components';
import { ROOT } from '../demo-pages/lib/declarations';
import { betweenMarkers } from './readme-table';

const MARKS = {
  endpoints: [
    '<!-- endpoints:start (generated from the route definitions in server/routes/ by `npm run build`; do not edit) -->',
    '<!-- endpoints:end -->',
  ],
} as const;

const MONEY = '^-?\\d{1,3}(,\\d{3})*\\.\\d{2}$';
const refName = (ref: string) => ref.split('/').pop()!;

/** A JSON Schema as a short type: Profile, money, 'u'|'m'|'f', string|null, CartItem[], { a, b?: object }. */
function typeOf(s: Schema): string {
  if (typeof s.$ref === 'string') return refName(s.$ref);
  if (Array.isArray(s.anyOf)) return [...new Set((s.anyOf as Schema[]).map(typeOf))].join('|');
  if (Array.isArray(s.enum)) return s.enum.map((value) => `'${String(value)}'`).join('|');
  if (s.type === 'array') return `${typeOf(s.items as Schema)}[]`;
  if (s.type === 'object' && s.properties) return `{ ${fields(s).join(', ')} }`;
  if (s.type === 'string' && s.pattern === MONEY) return 'money';
  if (Array.isArray(s.type)) return s.type.join('|');
  return s.type === 'integer' ? 'number' : String(s.type ?? 'any');
}

/** `name` for a string, `name: type` otherwise; `?` when it may be left out (an inline body's fields). */
function fields(s: Schema): string[] {
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([name, field]) => {
    const type = typeOf(field);
    return `${name}${required.has(name) ? '' : '?'}${type === 'string' ? '' : `: ${type}`}`;
  });
}

const WHO = { public: '–', csrf: 'CSRF token', user: 'logged in', staff: 'staff' } as const;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** What a request body is: the component's name, or a form's fields. */
function bodyOf(requestBody: object | undefined): string {
  if (!requestBody) return '–';
  const [media, { schema }] = Object.entries((requestBody as { content: Record<string, { schema: Schema }> }).content)[0]!;
  return `${media === 'application/json' ? '' : 'form '}${typeof schema.$ref === 'string' ? refName(schema.$ref) : typeOf(schema)}`;
}

/** An answer: the status with `{data: X}` or its media type. */
function answerOf(status: string, response: { content?: Record<string, { schema: Schema }> }): string {
  const [media, body] = Object.entries(response.content ?? {})[0] ?? [];
  const data = (body?.schema.properties as Record<string, Schema> | undefined)?.data;
  if (data) return `${status} \`{data: ${typeOf(data)}}\``;
  return media && Number(status) < 400 && media !== 'application/json' ? `${status} ${media}` : status;
}

export function endpointsTable(): string {
  const doc = openApiDocument('');
  const rows = operations().map(({ method, path, access, summary }) => {
    const op = (doc.paths[path] as Record<string, { requestBody?: object; responses: Record<string, object> }>)[method]!;
    const answers = Object.entries(op.responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, response]) => answerOf(status, response));
    return `| \`${method.toUpperCase()} ${path}\` | ${WHO[access]} | ${cell(bodyOf(op.requestBody))} | ${cell(answers.join(', '))} | ${cell(summary)} |`;
  });
  return ['| Call | Who | Body | Answers | What it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

export const withApiDocs = (md: string): string => betweenMarkers(md, ...MARKS.endpoints, endpointsTable(), 'server/API.md');

/** Rewrites server/API.md when its generated parts are stale; true when it changed. */
export function updateApiDocs(root = ROOT): boolean {
  const path = join(root, 'server', 'API.md');
  const md = readFileSync(path, 'utf8');
  const next = withApiDocs(md);
  if (next === md) return false;
  writeFileSync(path, next);
  return true;
}
