// The gift-card form's rules (spec §4 "Gift card", §9 amounts), without state: the store and the
// components use them, the tests check them directly.
import * as v from 'valibot';
import { DEFAULT_GIFT_CARD_AMOUNTS, GiftCardPayloadSchema, giftCardFields, type GiftCardPayload } from '../../shared/contract/gift-card';
import { validate, type FieldErrors } from '../../shared/contract/validation';
import { formatMoney } from '../../shared/format';
import { nl } from './nl';

/** What the visitor typed, held locally until the one call (spec §7: only the final submit is a call). */
export interface GiftCardDraft {
  /** 0: none chosen yet (spec §3 "amount (defaults to 0)") */
  amount: number;
  gift: boolean;
  first_name: string;
  last_name: string;
  email: string;
  gift_first_name: string;
  gift_last_name: string;
  gift_email: string;
  message: string;
  terms: boolean;
}

export const EMPTY_DRAFT: GiftCardDraft = {
  amount: 0,
  gift: false,
  first_name: '',
  last_name: '',
  email: '',
  gift_first_name: '',
  gift_last_name: '',
  gift_email: '',
  message: '',
  terms: false,
};

const OWN = ['first_name', 'last_name', 'email'] as const;
/** The order of the form, for the list of what is missing. */
const ORDER = ['amount', ...OWN, 'gift_first_name', 'gift_last_name', 'gift_email', 'message'];
const recipientKey = (key: (typeof OWN)[number]) => `gift_${key}` as const;

/**
 * spec §4: 'When gift is false the recipient fields are copied from own details'. The other half of
 * that rule ('when gift is true, empty own details are filled from the recipient's') is left out on
 * purpose: it made the recipient the buyer, so the summary said 'Van: Tom / Aan: Tom' and the buyer's
 * receipt went to the recipient. With a gift the buyer's own details are asked (docs/rules.md §4
 * "Gift card").
 */
export function withCopies(draft: GiftCardDraft): GiftCardDraft {
  const out = { ...draft };
  if (!draft.gift) {
    for (const key of OWN) out[recipientKey(key)] = draft[key];
    out.message = '';
  }
  return out;
}

/** The payload of POST /api/gift-card. */
export function toPayload(draft: GiftCardDraft): GiftCardPayload {
  const d = withCopies(draft);
  return {
    amount: d.amount,
    gift: d.gift,
    first_name: d.first_name,
    last_name: d.last_name,
    email: d.email,
    gift_first_name: d.gift_first_name,
    gift_last_name: d.gift_last_name,
    gift_email: d.gift_email,
    message: d.message,
  };
}

/**
 * What is still missing or wrong, per field, checked with the same contract as the server (one-line
 * names, valid addresses). Empty when the form is complete: the amount and the own e-mail, first and
 * last name, and with a gift also the recipient's (spec §4, with the deviation of docs/rules.md §4).
 */
export function draftProblems(draft: GiftCardDraft, amounts: readonly number[]): FieldErrors {
  const found: FieldErrors = {};
  if (!amounts.includes(draft.amount)) found.amount = [nl.form.chooseAmount];
  const result = validate(GiftCardPayloadSchema, toPayload(draft));
  if (!result.success) {
    for (const [key, messages] of Object.entries(result.errors)) {
      if (key === 'amount') continue;
      found[key] = messages;
    }
  }
  if (draft.gift) {
    // the schema checks the recipient only once the rest is valid: check it here in any case
    for (const key of ['gift_first_name', 'gift_last_name', 'gift_email', 'message'] as const) {
      const issue = v.safeParse(giftCardFields[key], draft[key], { abortPipeEarly: true }).issues?.[0];
      if (issue && !found[key]) found[key] = [issue.message];
    }
  }
  const problems: FieldErrors = {};
  for (const key of ORDER) if (found[key]) problems[key] = found[key];
  return problems;
}

export const isComplete = (draft: GiftCardDraft, amounts: readonly number[]): boolean =>
  Object.keys(draftProblems(draft, amounts)).length === 0;

/** spec §9: the CMS amounts, or 25, 50, 100, 175, 275 when it gives none. */
export function offeredAmounts(options: readonly { amount: number }[] | undefined): number[] {
  const list = (options ?? []).map((o) => o.amount).filter((a) => Number.isInteger(a) && a > 0);
  return list.length ? list : [...DEFAULT_GIFT_CARD_AMOUNTS];
}

/**
 * spec §2 "Gift card screens": 'Prijs van € 25,00 tot € 275,00' by default, otherwise from the first and the
 * last CMS option; in the buttons' money format, not the spec's '€25,-' (docs/rules.md, adapted).
 */
export function priceRange(options: readonly { amount: number }[] | undefined): string {
  const list = offeredAmounts(options);
  return nl.header.range(formatMoney(list[0]!), formatMoney(list[list.length - 1]!));
}
