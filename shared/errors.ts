import { HTTPError, TimeoutError } from 'ky';
import { MalformedAnswerError } from './http';
import { nl } from './nl';

// The error catalogue of spec §8.

export interface FormErrors {
  /** every message, flattened (shown under the form) */
  messages: string[];
  /** messages per field (shown next to the field) */
  fields: Record<string, string[]>;
}

export const emptyFormErrors: FormErrors = { messages: [], fields: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function statusText(response: Response): string {
  // HTTP/2 has no reason phrase; then say something useful instead of nothing.
  return response.statusText || nl.unknownError;
}

/** Reads a failed answer into messages: an errors map flattened, else `message`, else the status text. */
export async function readFailure(error: unknown): Promise<FormErrors> {
  if (error instanceof HTTPError) {
    const response = error.response;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return { messages: [statusText(response)], fields: {} };
    }
    if (isRecord(body) && isRecord(body.errors)) {
      const fields: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(body.errors)) {
        const messages = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
        if (messages.length) fields[field] = messages;
      }
      const messages = Object.values(fields).flat();
      if (messages.length) return { messages, fields };
    }
    if (isRecord(body) && typeof body.message === 'string' && body.message) {
      return { messages: [body.message], fields: {} };
    }
    return { messages: [statusText(response)], fields: {} };
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
