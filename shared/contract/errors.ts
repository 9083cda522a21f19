// The error body of every non-2xx JSON answer (Laravel style).
import * as v from 'valibot';

export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** The envelope of every successful JSON answer. */
export const dataOf = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });
