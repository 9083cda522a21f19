import { sessionStore } from '../../shared/session-storage';

// The terms a parent accepted for an event stay accepted in this tab: after 'Mislukt' → 'Opnieuw
// betalen' the summary is a new page load, and the same order needs no second 'ja' (spec §5: checkout
// waits for the terms; they were given).
const key = (slug: string) => `sport-order-terms:${slug}`;

export function termsAccepted(slug: string): boolean {
  return sessionStore()?.getItem(key(slug)) === '1';
}

export function rememberTerms(slug: string, accepted: boolean): void {
  if (accepted) sessionStore()?.setItem(key(slug), '1');
  else sessionStore()?.removeItem(key(slug));
}
