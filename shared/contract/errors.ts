// The error body of every non-2xx JSON answer (Laravel style).
import * as v from 'valibot';

export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
