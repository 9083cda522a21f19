// server/API.md's "Shapes" and "Endpoints" are generated from the OpenAPI document (server/openapi/), which
// is generated from the contract (shared/contract/*.ts) and the operation entries: the field lists are
// written once, there. build.mjs rewrites them; test/scripts/api-md.test.ts fails when API.md is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument, OPERATIONS } from '../server/openapi/document';
import type { Schema } from '../server/openapi/components';
import { ROOT } from './declarations';
import { betweenMarkers } from './readme-table';

const MARKS = {
  shapes: ['<!-- shapes:start (generated from shared/contract/ by `npm run build`; do not edit) -->', '<!-- shapes:end -->'],
  endpoints: [
    '<!-- endpoints:start (generated from server/openapi/*-operations.ts by `npm run build`; do not edit) -->',
    '<!-- endpoints:end -->',
  ],
} as const;

const MONEY = '^-?\\d{1,3}(,\\d{3})*\\.\\d{2}$';
const refName = (ref: string) => ref.split('/').pop()!;

/** A JSON Schema as a short type: Profile, money, 'u'|'m'|'f', string|null, CartItem[], { a, b: boolean }. */
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

/** `name` for a string, `name: type` otherwise; `?` when it may be left out. */
function fields(s: Schema): string[] {
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([name, field]) => {
    const type = typeOf(field);
    return `${name}${required.has(name) ? '' : '?'}${type === 'string' ? '' : `: ${type}`}`;
  });
}

/** One shape per component, wrapped at about 110 characters under its opening brace. */
export function shapesBlock(schemas: Record<string, Schema>): string {
  const width = Math.max(...Object.keys(schemas).map((name) => name.length)) + 1;
  const lines = Object.entries(schemas).map(([name, schema]) => {
    const head = `${name.padEnd(width)}{ `;
    const parts = schema.properties ? fields(schema) : [typeOf(schema)];
    const out: string[] = [];
    let line = head;
    for (const [i, part] of parts.entries()) {
      const piece = `${part}${i < parts.length - 1 ? ', ' : ' }'}`;
      if (line.length + piece.length > 110 && line.trim() !== head.trim()) {
        out.push(line.trimEnd());
        line = ' '.repeat(head.length);
      }
      line += piece;
    }
    return [...out, line].join('\n');
  });
  return ['```ts', ...lines, '```'].join('\n');
}

const WHO = { public: '–', csrf: 'CSRF token', user: 'logged in' } as const;
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
  const rows = OPERATIONS.map(({ method, path, access, summary }) => {
    const op = (doc.paths[path] as Record<string, { requestBody?: object; responses: Record<string, object> }>)[method]!;
    const answers = Object.entries(op.responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, response]) => answerOf(status, response));
    return `| \`${method.toUpperCase()} ${path}\` | ${WHO[access]} | ${cell(bodyOf(op.requestBody))} | ${cell(answers.join(', '))} | ${cell(summary)} |`;
  });
  return ['| Call | Who | Body | Answers | What it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

export function withApiDocs(md: string): string {
  const schemas = openApiDocument('').components.schemas as Record<string, Schema>;
  const shapes = betweenMarkers(md, ...MARKS.shapes, shapesBlock(schemas), 'server/API.md');
  return betweenMarkers(shapes, ...MARKS.endpoints, endpointsTable(), 'server/API.md');
}

/** Rewrites server/API.md when its generated parts are stale; true when it changed. */
export function updateApiDocs(root = ROOT): boolean {
  const path = join(root, 'server', 'API.md');
  const md = readFileSync(path, 'utf8');
  const next = withApiDocs(md);
  if (next === md) return false;
  writeFileSync(path, next);
  return true;
}
