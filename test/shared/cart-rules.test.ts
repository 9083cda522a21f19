// spec §4 "Cart" and "Summary totals": the cart's rules that need no state (shared/cart-rules.ts,
// the order widget's summary totals); the cart store that follows them: cart.test.ts.
import { describe, expect, it } from 'vitest';
import { holdsOtherEvent, isNextEnabledAfterAdd, upsertItems } from '../../shared/cart-rules';
import { summaryTotals } from '../../widgets/sport-order/summary-totals';
import { EVENT, OTHER_EVENT, item } from './cart-fake';

describe('adding: replace or append (spec §4)', () => {
  it('appends an item of a new child and replaces the item of a child already in the cart', () => {
    const a = item('child-a');
    const b = item('child-b');
    expect(upsertItems([a], [b]).map((i) => i.profile_id)).toEqual(['child-a', 'child-b']);
    const replaced = upsertItems([a, b], [item('child-a', { with_shirt: true, shirt_size: 'M' })]);
    expect(replaced).toHaveLength(2);
    expect(replaced[0]).toMatchObject({ profile_id: 'child-a', with_shirt: true, shirt_size: 'M' });
  });

  it('starts a new cart when an item of another event is added', () => {
    expect(upsertItems([item('child-a')], [item('child-b', { product_id: OTHER_EVENT })])).toEqual([
      item('child-b', { product_id: OTHER_EVENT }),
    ]);
  });
});

describe('the next page after an add (spec §4)', () => {
  it('is enabled unless an item has a shirt without a size', () => {
    expect(isNextEnabledAfterAdd([item('a'), item('b', { with_shirt: true, shirt_size: 'M' })])).toBe(true);
    expect(isNextEnabledAfterAdd([item('a'), item('b', { with_shirt: true, shirt_size: 'none' })])).toBe(false);
    expect(isNextEnabledAfterAdd([item('a', { with_shirt: false, shirt_size: 'none' })])).toBe(true);
  });
});

describe('opening another event (spec §4, exact check)', () => {
  it('compares every item, not just the first', () => {
    expect(holdsOtherEvent([item('a'), item('b', { product_id: OTHER_EVENT })], EVENT)).toBe(true);
    expect(holdsOtherEvent([item('a'), item('b')], EVENT)).toBe(false);
    expect(holdsOtherEvent([], EVENT)).toBe(false);
  });
});

describe('summary totals (spec §4)', () => {
  it('shows only the total when base and cart amount are equal once the thousand commas are removed', () => {
    expect(summaryTotals({ base_amount: '1,234.50', cart_amount: '1234.50', discount_amount: '0.00' })).toEqual({
      discount: false,
      total: '1234.50',
    });
  });

  it('shows a discount line and the discounted total when the base is higher, comparing numbers, not text', () => {
    // as text '1,000.00' < '990.00'; as amounts it is higher
    expect(summaryTotals({ base_amount: '1,000.00', cart_amount: '990.00', discount_amount: '10.00' })).toEqual({
      discount: true,
      base: '1,000.00',
      discountAmount: '10.00',
      total: '990.00',
    });
  });
});
