// Hide on scroll (spec §4 "Navigation menu", §9): hidden after scrolling down more than 50 px past the
// reference point; shown again after scrolling up more than 100 px, or when the scroll position is
// under 50 px. The reference point is where the scroll direction last turned.
export const HIDE_AFTER_DOWN = 50;
export const SHOW_AFTER_UP = 100;
export const TOP_ZONE = 50;

export interface ScrollState {
  hidden: boolean;
  /** the last scroll position seen */
  last: number;
  /** where the current run in one direction started */
  reference: number;
  direction: 'up' | 'down' | null;
}

export const startScroll = (y: number): ScrollState => ({ hidden: false, last: y, reference: y, direction: null });

/**
 * The next state for scroll position `y`. `pinned`: the bar holds focus or its menu is open, so it
 * never hides then.
 */
export function nextScroll(state: ScrollState, y: number, pinned: boolean): ScrollState {
  const direction = y > state.last ? 'down' : y < state.last ? 'up' : state.direction;
  const reference = direction !== state.direction ? state.last : state.reference;
  let hidden = state.hidden;
  if (pinned || y < TOP_ZONE) hidden = false;
  else if (direction === 'down' && y - reference > HIDE_AFTER_DOWN) hidden = true;
  else if (direction === 'up' && reference - y > SHOW_AFTER_UP) hidden = false;
  return { hidden, last: y, reference, direction };
}
