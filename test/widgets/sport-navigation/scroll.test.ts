import { describe, expect, it } from 'vitest';
import { nextScroll, startScroll, type ScrollState } from '../../../widgets/sport-navigation/scroll';

// spec §4 "Navigation menu", §9: hidden after more than 50 px down past the reference point; shown
// after more than 100 px up, or under 50 px.
const run = (positions: number[], pinned = false, from = 0): ScrollState =>
  positions.reduce((state, y) => nextScroll(state, y, pinned), startScroll(from));

describe('hide on scroll', () => {
  it('stays while scrolling down 50 px or less past the reference point, hides beyond', () => {
    expect(run([200], false, 200).hidden).toBe(false);
    expect(run([230, 250], false, 200).hidden).toBe(false);
    expect(run([230, 251], false, 200).hidden).toBe(true);
  });

  it('takes the point where the direction turned as the reference', () => {
    // down to 400 (hidden), up 100 exactly (still hidden), down again 50 from 300 (still hidden)
    const up = run([400, 300], false, 0);
    expect(up.hidden).toBe(true);
    expect(up.reference).toBe(400);
    expect(run([400, 299]).hidden).toBe(false);
    // shown after scrolling up, then 50 px down from the turn is not enough, 51 px is
    expect(run([400, 250, 300]).hidden).toBe(false);
    expect(run([400, 250, 301]).hidden).toBe(true);
  });

  it('always shows in the top zone under 50 px', () => {
    expect(run([100, 60]).hidden).toBe(true);
    expect(run([100, 49]).hidden).toBe(false);
    expect(run([40]).hidden).toBe(false);
  });

  it('never hides while pinned (focus inside or the menu open)', () => {
    expect(run([500, 900], true).hidden).toBe(false);
    expect(nextScroll(run([500]), 600, true).hidden).toBe(false);
  });
});
