// Reads a request body as JSON or form data and validates it with a shared/contract schema.
// Bad input is a 422 and never reaches the database.
import type { Context } from 'hono';
import type * as v from 'valibot';
import { validate } from '../../shared/contract/validation';
import { invalid } from '../domain/errors';
import { texts } from '../texts';
import { HttpError } from './errors';

export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new HttpError(422, texts.unreadable);
  }
  if (text.trim() === '') return {};
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(422, texts.unreadable);
  }
  // every payload of this API is an object; an array, string or null is not something we can read
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(422, texts.unreadable);
  return value;
}

export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const result = validate(schema, await readBody(c));
  if (!result.success) throw invalid(result.errors);
  return result.output;
}
