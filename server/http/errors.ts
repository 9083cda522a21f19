// The one place where errors become HTTP answers: JSON, Laravel style, { message, errors?: { field:
// [messages] } } (contract "HTTP conventions"). The domain throws DomainError (server/domain/errors.ts);
// HttpError is for what only the HTTP edge knows (an unreadable body, a CSRF mismatch, a return address).
import type { FieldErrors } from '../../shared/contract/validation';
import { DomainError, type DomainErrorKind } from '../domain/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  too_many: 429,
  provider_failed: 502,
  forbidden: 403,
  gone: 410,
};

/** The HTTP form of a domain error; a throttled answer carries Retry-After (docs/rules.md §6). */
function fromDomainError(err: DomainError): HttpError {
  const headers = err.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(err.retryAfterSeconds) };
  return new HttpError(STATUS[err.kind], err.message, err.errors, headers);
}

/** HttpError or DomainError as an HttpError; anything else is not ours to answer (null). */
export function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) return fromDomainError(err);
  return null;
}
