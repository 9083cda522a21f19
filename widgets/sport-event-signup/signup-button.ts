import type { Stock } from './stores/stock';

/** 'Nog N plekken' from this many places left (beyond the spec: a nudge while places are few). */
export const FEW_PLACES = 5;

export type SignupState =
  | { kind: 'checking' }
  | { kind: 'ended' }
  | { kind: 'soldOut'; failed: boolean; waitingList?: boolean }
  /** sign-up opens at `opensAt` (docs/rules.md "Sales opening"): a disabled button with the moment and a countdown */
  | { kind: 'notYet'; opensAt: number }
  | { kind: 'open'; placesLeft: number | null };

/**
 * spec §4 "Event sign-up button": ended → ended label, disabled; remaining stock undefined or ≤ 0
 * (spec §9) → sold_out label, disabled; before the event's sign-up opens (by the server's clock,
 * `serverNow`) → disabled with the moment; otherwise the sign_up label linking to the order page.
 */
export function signupState(ended: boolean, stock: Stock, serverNow = Date.now()): SignupState {
  if (ended) return { kind: 'ended' };
  if (stock.status === 'loading') return { kind: 'checking' };
  if (stock.status === 'failed') return { kind: 'soldOut', failed: true };
  if (stock.opening && serverNow < stock.opening.opensAt) return { kind: 'notYet', opensAt: stock.opening.opensAt };
  // docs/rules.md "Waiting list": a sold-out event the API keeps a list for links to it, not a dead button
  if (!(stock.stock > 0)) return { kind: 'soldOut', failed: false, waitingList: stock.waitingList === true };
  return { kind: 'open', placesLeft: stock.stock <= FEW_PLACES ? stock.stock : null };
}
