// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import {
  $orderEvent,
  isProfileIncomplete,
  missingProfileFields,
  openOrder,
  orderBrowser,
  participantsNextBlock,
} from '../../../widgets/sport-order/stores';
import { $cart } from '../../../shared/stores/cart';
import { cartItem, changes, completeDetails, event, installShop, profile } from './fake-shop';
import { resetOrder } from './harness';

afterEach(resetOrder);

describe('spec §3: incomplete profile on the success page', () => {
  it('a profile with every listed field is complete', () => {
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', completeDetails))).toEqual([]);
    expect(isProfileIncomplete(profile('p', 'Sem', 'de Vries', completeDetails))).toBe(false);
  });

  it('names each missing field of the list, in the spec order; gender u counts as missing', () => {
    expect(missingProfileFields(profile('p', 'Daan', ''))).toEqual([
      'last_name', 'street', 'house_number', 'birthdate', 'postal_code', 'country', 'gender',
      'contact_phone', 'family_doctor', 'club', 'team', 'position',
    ]);
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', { ...completeDetails, gender: 'u' }))).toEqual(['gender']);
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', { ...completeDetails, club: '   ' }))).toEqual(['club']);
  });

  it('ignores fields outside the list (city, allergies) and the server flag', () => {
    expect(isProfileIncomplete(profile('p', 'Sem', 'de Vries', { ...completeDetails, city: '', allergies: '', complete: false }))).toBe(false);
  });
});

describe('spec §4: Verder on step 1', () => {
  const filled = { first_name: 'Daan', last_name: 'Jansen' };
  const half = { first_name: 'Daan', last_name: ' ' };
  it('is enabled by filled rows, or without rows by a cart with items', () => {
    expect(participantsNextBlock([filled], 0, false)).toBeNull();
    expect(participantsNextBlock([], 1, false)).toBeNull();
  });
  it('is disabled by an unfilled row, an empty cart without rows, and while loading', () => {
    expect(participantsNextBlock([filled, half], 2, false)).toBe('rowsIncomplete');
    expect(participantsNextBlock([], 0, false)).toBe('empty');
    expect(participantsNextBlock([filled], 1, true)).toBe('loading');
  });
});

describe('spec §4: event availability', () => {
  it('a sold-out event sends the visitor to /404 and leaves the cart of another event alone', async () => {
    const replace = vi.spyOn(orderBrowser, 'replace').mockImplementation(() => {});
    installShop({ stock: 0, items: [cartItem('p1', { product_id: 'other-event' })] });
    await openOrder('voetbalkamp-zomer-2027');
    await allTasks();
    expect(replace).toHaveBeenCalledWith('/404');
    expect(changes()).toEqual([]);
  });

  it('a finished event sends the visitor to /404', async () => {
    const replace = vi.spyOn(orderBrowser, 'replace').mockImplementation(() => {});
    installShop({ events: [event({ eventFinished: '2020-01-01T00:00:00Z' })] });
    await openOrder('voetbalkamp-zomer-2027');
    expect(replace).toHaveBeenCalledWith('/404');
  });

  it('an unknown event sends the visitor to /404', async () => {
    const replace = vi.spyOn(orderBrowser, 'replace').mockImplementation(() => {});
    installShop();
    await openOrder('bestaat-niet');
    expect(replace).toHaveBeenCalledWith('/404');
  });

  it('unknown stock (an error: null) does not count as sold out', async () => {
    const replace = vi.spyOn(orderBrowser, 'replace').mockImplementation(() => {});
    installShop({ stock: null, profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    await openOrder('voetbalkamp-zomer-2027');
    await allTasks();
    expect(replace).not.toHaveBeenCalled();
    expect($orderEvent.get()).toMatchObject({ status: 'ready', stock: null });
    expect($cart.get().items).toHaveLength(1);
  });
});
