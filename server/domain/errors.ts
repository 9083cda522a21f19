// What the domain throws when a rule says no. It knows nothing of HTTP: server/http/errors.ts maps
// each kind to a status in one place (Laravel style: 422 with { message, errors: { field: [msg] } }).
import type { FieldErrors } from '../../shared/contract/validation';
import { texts } from '../texts';

export type DomainErrorKind =
  /** input that breaks a rule, with the message per field (422) */
  | 'invalid'
  | 'not_found'
  /** the request collides with one under way or with a newer one (409) */
  | 'conflict'
  | 'unauthenticated'
  /** throttled (docs/rules.md §6): wait `retryAfterSeconds` (429) */
  | 'too_many'
  /** the payment provider could not start a payment (502) */
  | 'provider_failed'
  /** it exists, but it is another account's (403: a waiting-list offer mailed to another parent) */
  | 'forbidden'
  /** it was there, but its time ran out (410: a waiting-list offer not claimed in time) */
  | 'gone';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** One message on one field; the top-level message is that message (Laravel). */
export const fieldError = (field: string, message: string) => new DomainError('invalid', message, { [field]: [message] });

/** Several fields at once; the top-level message is the first one. */
export function invalid(errors: FieldErrors): DomainError {
  return new DomainError('invalid', Object.values(errors)[0]?.[0] ?? texts.notValid, errors);
}

export const notFound = (message: string, errors?: FieldErrors) => new DomainError('not_found', message, errors);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unauthenticated = () => new DomainError('unauthenticated', texts.notLoggedIn);
export const providerFailed = (message: string) => new DomainError('provider_failed', message);

/** The wait message, also at the field the form shows it by. */
export const tooManyTries = (field: string, message: string, waitSeconds: number) =>
  new DomainError('too_many', message, { [field]: [message] }, waitSeconds);

/** Collects messages per field, several per field, in the order they were found. */
export class ErrorList {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.errors).length > 0 : field in this.errors;
  }
  /** throws the collected errors as one 'invalid' DomainError, if any */
  throwIfAny(): void {
    if (this.has()) throw invalid(this.errors);
  }
}
