import { atom, map } from 'nanostores';
import { emptyFormErrors, isUnauthenticated, readFailure, type FormErrors } from '../errors';

// spec §3 "UI state": navigation open (the scroll lock of spec §2 "Dashboard menu and chrome"),
// dashboard menu open, success message; the error and form error messages are the channels below.
// The spec's loading flag and navigation banner message had no place that sets them: each widget
// shows its own loading state, and a banner nobody fills was removed.
export interface UiState {
  navigationOpen: boolean;
  dashboardMenuOpen: boolean;
  successMessage: string | null;
}

const INITIAL_UI: UiState = { navigationOpen: false, dashboardMenuOpen: false, successMessage: null };

export const $ui = map<UiState>(INITIAL_UI);

/** The general error channel (spec §8): a list of messages, shown in the 'Er is iets foutgegaan' box. */
export const $error = atom<string[]>([]);
/** The form error channel (spec §8): shown under the form and by each field. */
export const $formErrors = atom<FormErrors>(emptyFormErrors);

export function clearError(): void {
  if ($error.get().length) $error.set([]);
}

/** General channel. A 401 never sets the global error (spec §6, §8). */
export async function setError(error: unknown): Promise<void> {
  if (isUnauthenticated(error)) return;
  const { messages } = await readFailure(error);
  $error.set(messages);
}

export async function setFormError(error: unknown): Promise<FormErrors> {
  const failure = await readFailure(error);
  $formErrors.set(failure);
  return failure;
}

export function clearFormErrors(): void {
  $formErrors.set(emptyFormErrors);
}

/**
 * A field's errors go as soon as its value is valid, from the box under the form too; the other fields keep
 * theirs, and focus stays where the parent is typing (docs/architecture.md "Forms").
 */
export function clearFieldError(field: string): void {
  const { messages, fields } = $formErrors.get();
  const gone = fields[field];
  if (!gone) return;
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== field));
  const kept = new Set(Object.values(rest).flat());
  $formErrors.set({ messages: messages.filter((m) => kept.has(m) || !gone.includes(m)), fields: rest, narrowed: true });
}

export function setSuccess(message: string | null): void {
  $ui.setKey('successMessage', message);
}

export function toggleNavigation(open = !$ui.get().navigationOpen): void {
  $ui.setKey('navigationOpen', open);
}

export function toggleDashboardMenu(open = !$ui.get().dashboardMenuOpen): void {
  $ui.setKey('dashboardMenuOpen', open);
}

/** Back to the start (tests, via resetStores). */
export function resetUi(): void {
  $ui.set(INITIAL_UI);
  $error.set([]);
  clearFormErrors();
}
