// State of the gift-card flow: the CMS content, the visitor's details (kept in sessionStorage until
// paid), the payment start, the result pages and the balance check.
import { sanitizeRichText } from '../../shared/sanitize';
import { atom, onMount, task } from 'nanostores';
import { buyGiftCard, getGiftCardBalance, getGiftCardOrder } from '../../shared/api/gift-card';
import type { GiftCardBalance, GiftCardOrder } from '../../shared/contract/gift-card';
import type { Block } from '../../shared/contract/cms';
import { EMPTY_GIFT_CARD_FLOW, fetchGiftCardFlow, type GiftCardFlow } from '../../shared/cms/gift-card-flow';
import { httpStatus, readFailure, type FormErrors } from '../../shared/errors';
import { goToPaymentPage, onBackFromPaymentPage } from '../../shared/payment-page';
import { navigate } from '../../shared/router';
import { sessionStore } from '../../shared/session-storage';
import { $error, $formErrors, clearFormErrors, setError, setFormError } from '../../shared/stores/ui';
import { EMPTY_DRAFT, toPayload, type GiftCardDraft } from './rules';

/** Replaceable in tests: where the browser goes. */
export const giftCardBrowser = {
  assign: (url: string) => window.location.assign(url),
};

// --- CMS content (spec §2 guard step 2: loaded when the flow is shown)

/** undefined while loading; the CMS HTML in it is already sanitised. */
export const $giftCardFlow = atom<GiftCardFlow | undefined>(undefined);

onMount($giftCardFlow, () => {
  if ($giftCardFlow.get() === undefined) void loadGiftCardFlow();
});

/**
 * The flow and DOMPurify together: DOMPurify (about 9 KB) is needed only once the CMS HTML is there,
 * so it is imported with it and stays out of this widget's first chunk. A CMS that cannot be reached
 * leaves the form working with its own texts and spec §9's amounts.
 */
export function loadGiftCardFlow(): Promise<void> {
  return task(async () => {
    try {
      const [flow, { default: DOMPurify }] = await Promise.all([fetchGiftCardFlow(), import('dompurify')]);
      // the one allow-list of shared/sanitize-policy.ts (issue 13 #6), not DOMPurify's defaults
      const purify = DOMPurify(window);
      const clean = (html: string | null) => (html ? sanitizeRichText(purify, html) : null);
      const block = (b: Block | null): Block | null => b && { ...b, blockText: clean(b.blockText), underText: clean(b.underText) };
      $giftCardFlow.set({
        ...flow,
        headerContent: block(flow.headerContent),
        textCards: flow.textCards.map((b) => block(b)!),
        textSucces: block(flow.textSucces),
        textFailed: block(flow.textFailed),
      });
    } catch (error) {
      console.warn('[sport-gift-card] CMS content not available', error);
      $giftCardFlow.set(EMPTY_GIFT_CARD_FLOW);
    }
  });
}

// --- the details (spec §7: held locally; only the final submit is a call)

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

// --- to the payment page

/** 'leaving': the browser is on its way to the payment page; the button stays busy. */
export const $paying = atom<'idle' | 'starting' | 'leaving'>('idle');
let payRequest: Promise<boolean> | null = null;

/**
 * POST /api/gift-card, then the browser goes to payment_url (http(s) only, spec §7). A second call
 * while one is under way joins it: a double click never starts two payments.
 */
export function pay(): Promise<boolean> {
  if (payRequest) return payRequest;
  if ($paying.get() !== 'idle') return Promise.resolve(false);
  $paying.set('starting');
  clearFormErrors();
  $error.set([]);
  payRequest = task(async () => {
    let leaving = false;
    try {
      const answer = await buyGiftCard(toPayload($draft.get()));
      leaving = goToPaymentPage(answer.payment_url, giftCardBrowser);
      if (leaving) $paying.set('leaving');
      return leaving;
    } catch (error) {
      const failure = await setFormError(error);
      if (!Object.keys(failure.fields).length) {
        clearFormErrors();
        await setError(error);
      }
      return false;
    } finally {
      payRequest = null;
      if (!leaving) $paying.set('idle');
    }
  });
  return payRequest;
}

onBackFromPaymentPage(() => $paying.set('idle'));

// --- the result pages

export type ResultState = { status: 'loading' } | { status: 'ready'; order: GiftCardOrder | null } | { status: 'error' };
export const $result = atom<ResultState>({ status: 'loading' });
let resultRun = 0;

/** How long the success page waits for a payment the provider has not confirmed yet. */
export const PAYMENT_POLL = { interval: 2000, attempts: 5 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOrder(uuid: string): Promise<GiftCardOrder | null> {
  try {
    return await getGiftCardOrder(uuid);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * The gift-card order behind /cadeaubon/succes or /cadeaubon/mislukt (?giftcard=uuid), so the failed
 * page can tell failed, canceled and expired apart. Paid: the details are cleared (spec: kept until
 * paid). The address and the payment disagree: the page that is true is shown.
 */
export function loadResult(uuid: string | undefined, page: 'success' | 'failed'): Promise<void> {
  const run = ++resultRun;
  const stale = () => run !== resultRun;
  $result.set({ status: 'loading' });
  return task(async () => {
    try {
      let order = uuid ? await fetchOrder(uuid) : null;
      if (stale()) return;
      if (order?.status === 'paid') clearDraft();
      if (order && page === 'success' && ['failed', 'canceled', 'expired'].includes(order.status)) {
        navigate(`/cadeaubon/mislukt?giftcard=${encodeURIComponent(order.uuid)}`, { replace: true });
        return;
      }
      if (order && page === 'failed' && order.status === 'paid') {
        navigate(`/cadeaubon/succes?giftcard=${encodeURIComponent(order.uuid)}`, { replace: true });
        return;
      }
      $result.set({ status: 'ready', order });
      for (let i = 0; page === 'success' && order?.status === 'open' && i < PAYMENT_POLL.attempts; i++) {
        await wait(PAYMENT_POLL.interval);
        const next = await fetchOrder(order.uuid);
        if (!next || stale()) return;
        order = next;
        if (order.status === 'paid') clearDraft();
        $result.set({ status: 'ready', order });
      }
    } catch (error) {
      if (stale()) return;
      $result.set({ status: 'error' });
      await setError(error);
    }
  });
}

// --- the balance check (issue 10: 'Saldo bekijken')

export type BalanceState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'found'; balance: GiftCardBalance }
  | { status: 'failed'; errors: FormErrors };
export const $balance = atom<BalanceState>({ status: 'idle' });

export function checkBalance(code: string): Promise<void> {
  if ($balance.get().status === 'checking') return Promise.resolve();
  $balance.set({ status: 'checking' });
  return task(async () => {
    try {
      $balance.set({ status: 'found', balance: await getGiftCardBalance(code) });
    } catch (error) {
      $balance.set({ status: 'failed', errors: await readFailure(error) });
    }
  });
}
