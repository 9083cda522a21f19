// The visitor's details (spec §7: held locally, in sessionStorage until paid; only the final submit is a call).
import { atom } from 'nanostores';
import { sessionStore } from '../../../shared/session-storage';
import { $formErrors, clearFormErrors } from '../../../shared/stores/ui';
import { EMPTY_DRAFT, type GiftCardDraft } from '../rules';

const DRAFT_KEY = 'sport-gift-card:draft';

function readDraft(): GiftCardDraft {
  try {
    const raw: unknown = JSON.parse(sessionStore()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
    const saved = raw as Record<string, unknown>;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof GiftCardDraft)[]) {
      if (typeof saved[key] === typeof EMPTY_DRAFT[key]) (draft as Record<string, unknown>)[key] = saved[key];
    }
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Survives a reload and the return from the payment page (sessionStorage: this tab only); cleared once paid. */
export const $draft = atom<GiftCardDraft>(readDraft());

$draft.listen((draft) => {
  try {
    sessionStore()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works in this page
  }
});

export function updateDraft(patch: Partial<GiftCardDraft>): void {
  $draft.set({ ...$draft.get(), ...patch });
  if (Object.keys($formErrors.get().fields).some((key) => key in patch)) clearFormErrors();
}

export function clearDraft(): void {
  $draft.set(EMPTY_DRAFT);
  try {
    sessionStore()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/** Reads the draft again (tests; another tab cannot write this tab's sessionStorage). */
export function reloadDraft(): void {
  $draft.set(readDraft());
}
