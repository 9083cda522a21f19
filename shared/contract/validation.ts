// Runs a payload schema and returns Laravel-style field errors: { 'items.0.shirt_size': ['…'] }.
// The server answers 422 with these; a form can use the same function before sending.
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export type ValidationResult<T> = { success: true; output: T } | { success: false; message: string; errors: FieldErrors };

type AnySchema = v.GenericSchema & { type: string; entries?: Record<string, AnySchema>; item?: AnySchema; wrapped?: AnySchema };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Valibot reports a missing key with a generic English message ('Invalid key'); present keys with
 * the value undefined get the field's own message. So every key the schema knows is made present.
 * A body that is not an object counts as an empty object: every required field is then reported.
 */
function withAllKeys(schema: AnySchema, input: unknown): unknown {
  let s = schema;
  while ((s.type === 'optional' || s.type === 'nullable' || s.type === 'nullish') && s.wrapped) {
    if (input === undefined || input === null) return input;
    s = s.wrapped;
  }
  if (s.type === 'object' && s.entries) {
    const source = isRecord(input) ? input : {};
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(s.entries)) out[key] = withAllKeys(entry, source[key]);
    return out;
  }
  if (s.type === 'array' && s.item && Array.isArray(input)) {
    const item = s.item;
    return input.map((x) => withAllKeys(item, x));
  }
  return input;
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  // One message per field: the first rule that fails says what to do.
  const result = v.safeParse(schema, withAllKeys(schema as unknown as AnySchema, input), { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'De gegevens zijn niet geldig.';
  return { success: false, message: first, errors };
}
