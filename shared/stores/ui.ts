import { atom, map } from 'nanostores';
import { emptyFormErrors, isUnauthenticated, readFailure, type FormErrors } from '../errors';

// spec §3 "UI state": navigation open, dashboard menu open, loading flag, success message,
// error message, form error message, navigation banner message.
export interface UiState {
  navigationOpen: boolean;
  dashboardMenuOpen: boolean;
  loading: boolean;
  successMessage: string | null;
  navigationMessage: string | null;
}

export const $ui = map<UiState>({
  navigationOpen: false,
  dashboardMenuOpen: false,
  loading: false,
  successMessage: null,
  navigationMessage: null,
});

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

export function setSuccess(message: string | null): void {
  $ui.setKey('successMessage', message);
}

export function setNavigationMessage(message: string | null): void {
  $ui.setKey('navigationMessage', message);
}

export function setLoading(loading: boolean): void {
  $ui.setKey('loading', loading);
}

export function toggleNavigation(open = !$ui.get().navigationOpen): void {
  $ui.setKey('navigationOpen', open);
}

export function toggleDashboardMenu(open = !$ui.get().dashboardMenuOpen): void {
  $ui.setKey('dashboardMenuOpen', open);
}
