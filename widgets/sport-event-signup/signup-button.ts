import type { Stock } from './stores/stock';

/** 'Nog N plekken' from this many places left (beyond the spec: a nudge while places are few). */
export const FEW_PLACES = 5;

export type SignupState =
  | { kind: 'checking' }
  | { kind: 'ended' }
  | { kind: 'soldOut'; waitingList?: boolean }
  /** sign-up opens at `opensAt` (docs/rules.md "Sales opening"): a disabled button with the moment and a countdown */
  | { kind: 'notYet'; opensAt: number }
  | { kind: 'open'; placesLeft: number | null };

/**
 * spec §4 "Event sign-up button": ended → ended label, disabled; remaining stock ≤ 0 (spec §9) →
 * sold_out label, disabled. Places that could not be loaded (a wrong API address, a CSP that blocks the
 * call, the shop down) are not "sold out": the sign_up link stays, and the order page checks the places
 * itself (docs/rules.md "Never sold out on an unknown"; spec §4 counts undefined stock as sold out); before the event's sign-up opens (by the server's clock,
 * `serverNow`) → disabled with the moment; otherwise the sign_up label linking to the order page.
 */
export function signupState(ended: boolean, stock: Stock, serverNow = Date.now()): SignupState {
  if (ended) return { kind: 'ended' };
  if (stock.status === 'loading') return { kind: 'checking' };
  if (stock.status === 'failed') return { kind: 'open', placesLeft: null };
  if (stock.opening && serverNow < stock.opening.opensAt) return { kind: 'notYet', opensAt: stock.opening.opensAt };
  // docs/rules.md "Waiting list": a sold-out event the API keeps a list for links to it, not a dead button
  if (!(stock.stock > 0)) return { kind: 'soldOut', waitingList: stock.waitingList === true };
  return { kind: 'open', placesLeft: stock.stock <= FEW_PLACES ? stock.stock : null };
}
