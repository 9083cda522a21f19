// JSON errors, Laravel style: { message, errors?: { field: [messages] } } (contract "HTTP conventions").
import type { FieldErrors } from '../../shared/contract/validation';

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

/** 429 (spec §8 throttling): the Dutch wait message, also at the field the form shows it by, and Retry-After. */
export const tooManyTries = (field: string, message: string, waitSeconds: number) =>
  new HttpError(429, message, { [field]: [message] }, { 'Retry-After': String(waitSeconds) });

export const NOT_LOGGED_IN = 'Je bent niet ingelogd.';
export const SESSION_EXPIRED = 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.';
export const UNREADABLE = 'De gegevens konden niet worden gelezen.';
export const TOO_LARGE = 'Je hebt te veel gegevens verstuurd. Maak je invoer korter en probeer het opnieuw.';
export const SERVER_ERROR = 'Er ging iets mis op de server. Probeer het later opnieuw.';

export const unauthorized = () => new HttpError(401, NOT_LOGGED_IN);
export const notFound = (message = 'Dit bestaat niet (meer).') => new HttpError(404, message);

/** 422 with one message on one field; the top-level message is that first error (Laravel). */
export const fieldError = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'De gegevens zijn niet geldig.';
  return new HttpError(422, first, errors);
}
