// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { allTasks } from 'nanostores';
import { $orderEvent, openOrder } from '../../../widgets/sport-order/stores/order-event';
import { stubPageLoads } from '../../support/browser';
import { $orderResult, loadOrderResult } from '../../../widgets/sport-order/stores/result';
import { isProfileComplete, missingProfileFields } from '../../../shared/contract/profile';
import { participantsNextBlock } from '../../../widgets/sport-order/stores/new-children';
import { $cart } from '../../../shared/stores/cart';
import type { Order } from '../../../shared/contract/order';
import { cartItem, completeDetails, event, EVENT_UUID, profile } from '../../support/factories';
import { changes, deferred, installShop, shop } from '../../support/fake-shop';
import { resetOrder } from './harness';

afterEach(resetOrder);

describe('spec §3: incomplete profile on the success page', () => {
  it('a profile with every listed field is complete', () => {
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', completeDetails))).toEqual([]);
    expect(isProfileComplete(profile('p', 'Sem', 'de Vries', completeDetails))).toBe(true);
  });

  it('names each missing field of the list, in the spec order; gender u counts as missing', () => {
    expect(missingProfileFields(profile('p', 'Daan', ''))).toEqual([
      'last_name',
      'street',
      'house_number',
      'birthdate',
      'postal_code',
      'country',
      'gender',
      'contact_phone',
      'family_doctor',
      'club',
      'team',
      'position',
    ]);
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', { ...completeDetails, gender: 'u' }))).toEqual(['gender']);
    expect(missingProfileFields(profile('p', 'Sem', 'de Vries', { ...completeDetails, club: '   ' }))).toEqual(['club']);
  });

  it('ignores fields outside the list (city, allergies) and the server flag', () => {
    expect(isProfileComplete(profile('p', 'Sem', 'de Vries', { ...completeDetails, city: '', allergies: '', complete: false }))).toBe(true);
  });
});

describe('spec §4: Verder on step 1', () => {
  const born = { day: '09', month: '04', year: '2019' };
  const filled = { first_name: 'Daan', last_name: 'Jansen', birthdate: born };
  const half = { first_name: 'Daan', last_name: ' ', birthdate: born };
  it('is enabled by filled rows, or without rows by a cart with items', () => {
    expect(participantsNextBlock([filled], 0, false)).toBeNull();
    expect(participantsNextBlock([], 1, false)).toBeNull();
  });
  it('is disabled by an unfilled row, an empty cart without rows, and while loading', () => {
    expect(participantsNextBlock([filled, half], 2, false)).toBe('rowsIncomplete');
    expect(participantsNextBlock([], 0, false)).toBe('empty');
    expect(participantsNextBlock([filled], 1, true)).toBe('loading');
  });
  it('is disabled by a new child without a birth date, or with one that does not exist or lies ahead', () => {
    expect(participantsNextBlock([{ ...filled, birthdate: { ...born, year: '' } }], 1, false)).toBe('rowsIncomplete');
    expect(participantsNextBlock([{ ...filled, birthdate: { day: '31', month: '02', year: '2019' } }], 1, false)).toBe('rowsIncomplete');
    expect(participantsNextBlock([{ ...filled, birthdate: { ...born, year: '2999' } }], 1, false)).toBe('rowsIncomplete');
  });
});

describe('spec §4: event availability', () => {
  it('a sold-out event stays on the order page as closed (not /404) and leaves the cart of another event alone', async () => {
    const { replace } = stubPageLoads();
    installShop({ stock: 0, items: [cartItem('p1', { product_id: 'other-event' })] });
    await openOrder('voetbalkamp-zomer-2027');
    await allTasks();
    expect(replace).not.toHaveBeenCalled();
    expect($orderEvent.get()).toMatchObject({ status: 'closed', reason: 'soldOut' });
    expect(changes()).toEqual([]);
  });

  it('a finished event stays on the order page as closed (not /404)', async () => {
    const { replace } = stubPageLoads();
    installShop({ events: [event({ eventFinished: '2020-01-01T00:00:00Z' })] });
    await openOrder('voetbalkamp-zomer-2027');
    expect(replace).not.toHaveBeenCalled();
    expect($orderEvent.get()).toMatchObject({ status: 'closed', reason: 'ended' });
  });

  it('an unknown event sends the visitor to /404', async () => {
    const { replace } = stubPageLoads();
    installShop();
    await openOrder('bestaat-niet');
    expect(replace).toHaveBeenCalledWith('/404');
  });

  it('unknown stock (an error: null) does not count as sold out', async () => {
    const { replace } = stubPageLoads();
    installShop({ stock: null, profiles: [profile('p1', 'Sem', 'de Vries')], items: [cartItem('p1')] });
    await openOrder('voetbalkamp-zomer-2027');
    await allTasks();
    expect(replace).not.toHaveBeenCalled();
    expect($orderEvent.get()).toMatchObject({ status: 'ready', stock: null });
    expect($cart.get().items).toHaveLength(1);
  });
});

describe('a newer load wins over an older one that answers later', () => {
  it('the order page of one event is never overwritten by an event opened before it', async () => {
    const other = event({ id: '102', external_id: 'other-event', slug: 'zwemkamp-2027', title: 'Zwemkamp 2027' });
    installShop({
      events: [event(), other],
      profiles: [profile('p1', 'Sem', 'de Vries')],
      items: [cartItem('p1', { product_id: 'other-event' })],
    });
    const gate = deferred();
    shop.override = async (call) => {
      const variables = (call.body as { variables?: { slug?: string } } | undefined)?.variables;
      if (variables?.slug === 'voetbalkamp-zomer-2027') await gate.promise;
      return undefined;
    };
    const first = openOrder('voetbalkamp-zomer-2027');
    await openOrder('zwemkamp-2027');
    expect($orderEvent.get()).toMatchObject({ slug: 'zwemkamp-2027', status: 'ready' });
    gate.release();
    await first;
    await allTasks();
    expect($orderEvent.get()).toMatchObject({ slug: 'zwemkamp-2027', status: 'ready' });
    // the stale load must not empty the cart of the event on screen
    expect(changes()).toEqual([]);
    expect($cart.get().items).toHaveLength(1);
  });

  it('the success page shows the order of its latest load', async () => {
    const paid = (uuid: string): Order => ({
      uuid,
      number: 'SV-4821',
      status: 'paid',
      event_uuid: EVENT_UUID,
      items: [],
      base_amount: '189.00',
      discount_amount: '0.00',
      total_amount: '189.00',
    });
    installShop({ orders: [paid('order-old'), paid('order-new')] });
    const gate = deferred();
    shop.override = async (call) => {
      if (call.path === '/api/orders/order-old') await gate.promise;
      return undefined;
    };
    const first = loadOrderResult('order-old', 'success');
    await loadOrderResult('order-new', 'success');
    gate.release();
    await first;
    expect($orderResult.get()).toMatchObject({ status: 'ready', order: { uuid: 'order-new' } });
  });
});
