import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { ErrorBodySchema } from './contract/errors';
import { MalformedAnswerError } from './http';
import { nl } from './nl';

// The error catalogue of spec §8.

export interface FormErrors {
  /** every message, flattened (shown under the form) */
  messages: string[];
  /** messages per field (shown next to the field) */
  fields: Record<string, string[]>;
  /** only errors were taken away (a field became valid, clearFieldError): nothing new to announce or focus */
  narrowed?: boolean;
}

export const emptyFormErrors: FormErrors = { messages: [], fields: {} };

/**
 * spec §8 shows the HTTP status text when the body cannot be read. Status texts are English ('Bad
 * Gateway') and HTTP/2 has none, while every text must be Dutch (spec §1), so we say in Dutch what the
 * status means and what to do.
 */
export function statusMessage(status: number): string {
  if (status === 401) return 'Je bent niet ingelogd. Log in en probeer het opnieuw.';
  if (status === 403) return 'Je hebt geen toegang tot deze gegevens.';
  if (status === 404) return 'Dit bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.';
  if (status === 408 || status === 504) return nl.timeoutError;
  if (status === 413) return 'Je invoer is te groot. Maak hem korter en probeer het opnieuw.';
  if (status === 419) return 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.';
  if (status === 429) return 'Je hebt het te vaak geprobeerd. Wacht even en probeer het dan opnieuw.';
  if (status >= 500) return 'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.';
  return nl.unknownError;
}

// Laravel's English default messages (production API): shown in Dutch instead.
const ENGLISH_DEFAULTS = new Set([
  'Server Error',
  'Internal Server Error',
  'Service Unavailable',
  'Bad Gateway',
  'Gateway Timeout',
  'Unauthenticated.',
  'This action is unauthorized.',
  'Not Found',
  'Page Expired',
  'CSRF token mismatch.',
  'Too Many Attempts.',
  'Too Many Requests',
  'The given data was invalid.',
]);

/**
 * The contract's error body (shared/contract/errors.ts), each part read on its own: a message next to
 * an errors map of another shape (null, a string instead of a list) is still the server's message.
 */
const LenientErrorBody = v.object({
  message: v.fallback(v.optional(ErrorBodySchema.entries.message, ''), ''),
  errors: v.fallback(v.optional(v.nonNullable(ErrorBodySchema.entries.errors), {}), {}),
});

/** Reads a failed answer into messages: an errors map flattened, else `message`, else the status text. */
export async function readFailure(error: unknown): Promise<FormErrors> {
  if (error instanceof HTTPError) {
    const response = error.response;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return { messages: [statusMessage(response.status)], fields: {} };
    }
    // read leniently: an errors map without a message still counts, and a message with a broken map;
    // a body that is no object at all counts as unreadable
    const parsed = v.safeParse(LenientErrorBody, body);
    if (!parsed.success) return { messages: [statusMessage(response.status)], fields: {} };
    const { message = '', errors = {} } = parsed.output;
    const fields = Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0));
    const messages = Object.values(fields).flat();
    if (messages.length) return { messages, fields };
    if (message && !ENGLISH_DEFAULTS.has(message)) return { messages: [message], fields: {} };
    return { messages: [statusMessage(response.status)], fields: {} };
  }
  if (error instanceof TimeoutError) return { messages: [nl.timeoutError], fields: {} };
  if (error instanceof MalformedAnswerError) return { messages: [nl.malformedAnswer], fields: {} };
  // fetch rejects with a TypeError ('Failed to fetch', 'NetworkError…') when the network fails
  if (error instanceof TypeError) return { messages: [nl.networkError], fields: {} };
  return { messages: [nl.somethingWentWrong], fields: {} };
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
