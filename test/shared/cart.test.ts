// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import {
  $cart,
  addToCart,
  applyGiftCard,
  applyVoucher,
  loadCart,
  openEventCart,
  removeCode,
  removeFromCart,
} from '../../shared/stores/cart';
import { resetStores } from '../support/reset';
import { checkout } from '../../shared/stores/checkout';
import { stubPageLoads } from '../support/browser';
import { isHttpUrl } from '../../shared/redirect';
import { nl } from '../../shared/nl';
import { summaryTotals } from '../../widgets/sport-order/summary-totals';
import { $error } from '../../shared/stores/ui';
import type { CartItem } from '../../shared/contract/cart';
import { fakeApi, json, type Call } from '../support/network';
import { EVENT, OTHER_EVENT, cartApi, cartOf, item, place } from './cart-fake';

// spec §4 "Cart" and "Summary totals": the cart store (shared/stores/cart.ts, checkout.ts), with fetch stubbed at the
// network edge by a small fake of the cart API of the contract (cart-fake.ts); the rules that need no state: cart-rules.test.ts.

/** The fake server: its cart, the calls it saw, and an optional override per call. */
let serverItems: CartItem[];
let calls: Call[];
let override: ((call: Call) => Response | undefined | Promise<Response | undefined>) | null;

function fakeServer(call: Call): Response {
  const answer = cartApi(call, serverItems);
  serverItems = answer.items;
  return answer.response;
}

beforeEach(() => {
  serverItems = [];
  override = null;
  calls = fakeApi({}, async (call) => (await override?.(call)) ?? fakeServer(call)).calls;
  resetStores();
  $error.set([]);
  keepMount($cart);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStores();
  cleanStores($cart);
});

const mutations = () => calls.filter((c) => c.method !== 'GET');

/** Child a in the cart; the server refuses the next add: the child is already registered. */
async function refusingTheNextAdd() {
  serverItems = [item('child-a')];
  await loadCart();
  override = (call) =>
    call.method === 'POST'
      ? json(422, { message: 'x', errors: { 'items.0.profile_id': ['Sanne is al ingeschreven voor dit evenement.'] } })
      : undefined;
}

describe('adding: replace or append (spec §4)', () => {
  it('shows an added child at once, sends the item, and then shows the cart the server confirmed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    override = async (call) => {
      if (call.method === 'POST') await gate;
      return undefined;
    };
    const done = addToCart([place('child-a')]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a']);
    expect($cart.get().loading).toBe(true);
    release();
    expect(await done).toBe(true);
    await allTasks();
    expect(mutations()).toEqual([
      {
        method: 'POST',
        path: '/api/cart',
        body: { items: [{ product_id: EVENT, profile_id: 'child-a', with_shirt: false, shirt_size: 'none' }] },
      },
    ]);
    expect($cart.get()).toMatchObject({ loading: false, meta: { cart_amount: '189.00' } });
  });

  it('adding the same child again replaces its item instead of adding a second one', async () => {
    await addToCart([place('child-a')]);
    await addToCart([{ product_id: EVENT, profile_id: 'child-a', with_shirt: true, shirt_size: 'S' }]);
    await allTasks();
    expect($cart.get().items).toHaveLength(1);
    expect($cart.get().items[0]).toMatchObject({ with_shirt: true, shirt_size: 'S' });
  });

  it('a refused add puts the server message on the general channel and shows the cart as the server has it', async () => {
    await refusingTheNextAdd();
    expect(await addToCart([place('child-b')])).toBe(false);
    await allTasks();
    expect($error.get()).toEqual(['Sanne is al ingeschreven voor dit evenement.']);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a']);
  });
});

describe('reporting a failed call where the parent acted', () => {
  it('with onError a refused add goes to the caller, not to the general channel', async () => {
    await refusingTheNextAdd();
    const onError = vi.fn();
    expect(await addToCart([place('child-b')], { onError })).toBe(false);
    await allTasks();
    expect(onError).toHaveBeenCalledWith(['Sanne is al ingeschreven voor dit evenement.']);
    expect($error.get()).toEqual([]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a']);
  });

  it('with onError a network failure on remove reports the Dutch network message to the caller', async () => {
    serverItems = [item('child-a'), item('child-b')];
    await loadCart();
    override = (call) => (call.method === 'DELETE' ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    const onError = vi.fn();
    expect(await removeFromCart(EVENT, 'child-a', { onError })).toBe(false);
    await allTasks();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual([expect.stringMatching(/\.$/)]);
    expect($error.get()).toEqual([]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a', 'child-b']);
  });
});

describe('removing a code (contract POST /api/cart: null removes it)', () => {
  it('posts the code as null and keeps the items', async () => {
    serverItems = [item('child-a')];
    await loadCart();
    override = (call) => (call.method === 'POST' ? json(200, { data: cartOf(serverItems) }) : undefined);
    expect(await removeCode('coupon_code')).toBe(true);
    await allTasks();
    expect(mutations()).toEqual([{ method: 'POST', path: '/api/cart', body: { items: [], coupon_code: null } }]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a']);
  });

  it('a failure goes to the general channel', async () => {
    override = (call) => (call.method === 'POST' ? json(503, { message: 'Even onderhoud. Probeer het zo opnieuw.' }) : undefined);
    expect(await removeCode('giftcard_code')).toBe(false);
    await allTasks();
    expect($error.get()).toEqual(['Even onderhoud. Probeer het zo opnieuw.']);
  });
});

describe('removing (spec §4)', () => {
  it('removes one child of several with DELETE /api/cart/items/{product_id}/{profile_id}', async () => {
    serverItems = [item('child-a'), item('child-b')];
    await loadCart();
    expect(await removeFromCart(EVENT, 'child-a')).toBe(true);
    await allTasks();
    expect(mutations()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${EVENT}/child-a`, body: undefined }]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-b']);
  });

  it('removing the last item clears the cart locally with no call', async () => {
    serverItems = [item('child-a')];
    await loadCart();
    calls.length = 0; // the fake's own list: a new array here would never see a call
    expect(await removeFromCart(EVENT, 'child-a')).toBe(true);
    await allTasks();
    expect(calls).toEqual([]);
    expect($cart.get().items).toEqual([]);
    expect($cart.get().meta.cart_amount).toBe('0.00');
  });

  it('after a local clear the next cart call first empties the server cart, so the removed child never comes back', async () => {
    serverItems = [item('child-a')];
    await loadCart();
    await removeFromCart(EVENT, 'child-a');
    await addToCart([place('child-b')]);
    await allTasks();
    expect(mutations().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/cart', 'POST /api/cart']);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-b']);
  });
});

describe('the next page after an add (spec §4)', () => {
  it('follows the items the server returned after an add', async () => {
    await addToCart([{ product_id: EVENT, profile_id: 'child-a', with_shirt: true, shirt_size: 'none' }]);
    await allTasks();
    expect($cart.get().nextEnabled).toBe(false);
    await addToCart([{ product_id: EVENT, profile_id: 'child-a', with_shirt: true, shirt_size: 'L' }]);
    await allTasks();
    expect($cart.get().nextEnabled).toBe(true);
  });
});

describe('opening another event (spec §4, exact check)', () => {
  it('clears a cart that holds another event', async () => {
    serverItems = [item('child-a', { product_id: OTHER_EVENT })];
    expect(await openEventCart(EVENT)).toBe(true);
    await allTasks();
    expect(mutations().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/cart']);
    expect($cart.get().items).toEqual([]);
    expect(serverItems).toEqual([]);
  });

  it('keeps the cart of the same event', async () => {
    serverItems = [item('child-a')];
    await openEventCart(EVENT);
    await allTasks();
    expect(mutations()).toEqual([]);
    expect($cart.get().items.map((i) => i.profile_id)).toEqual(['child-a']);
  });
});

describe('codes', () => {
  it('sends the voucher code and shows the discounted cart', async () => {
    serverItems = [item('child-a')];
    await loadCart();
    override = (call) =>
      call.method === 'POST'
        ? json(200, { data: cartOf(serverItems, { cart_amount: '179.00', discount_amount: '10.00', coupon_code: 'WELKOM10' }) })
        : undefined;
    expect(await applyVoucher(' WELKOM10 ')).toBeNull();
    await allTasks();
    expect(mutations()[0]).toEqual({ method: 'POST', path: '/api/cart', body: { items: [], coupon_code: 'WELKOM10' } });
    expect(summaryTotals($cart.get().meta)).toMatchObject({ discount: true, total: '179.00' });
  });

  it('a refused code resolves the server message for the input and leaves the general channel alone', async () => {
    override = () =>
      json(422, {
        message: 'Deze cadeauboncode bestaat niet. Controleer de code.',
        errors: { giftcard_code: ['Deze cadeauboncode bestaat niet. Controleer de code.'] },
      });
    expect(await applyGiftCard('NEP')).toEqual(['Deze cadeauboncode bestaat niet. Controleer de code.']);
    expect($error.get()).toEqual([]);
  });

  it('a server failure goes to the general channel', async () => {
    override = () => json(503, { message: 'Even onderhoud. Probeer het straks opnieuw.' });
    expect(await applyVoucher('WELKOM10')).toEqual([]);
    expect($error.get()).toEqual(['Even onderhoud. Probeer het straks opnieuw.']);
  });
});

describe('checkout', () => {
  beforeEach(async () => {
    serverItems = [item('child-a')];
    await loadCart();
  });

  it('a double click starts one checkout and sends the browser to the payment page', async () => {
    const { assign } = stubPageLoads();
    override = (call) =>
      call.path === '/api/cart/checkout'
        ? json(200, { data: { payment_url: 'http://localhost/dev/checkout/p1', order: 'o1' } })
        : undefined;
    const [first, second] = [checkout(), checkout()];
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(calls.filter((c) => c.path === '/api/cart/checkout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('http://localhost/dev/checkout/p1');
    expect($cart.get().checkingOut).toBe(true);
  });

  it('never sends the browser to an address that is not http(s)', async () => {
    const { assign } = stubPageLoads();
    override = (call) =>
      call.path === '/api/cart/checkout' ? json(200, { data: { payment_url: 'javascript:alert(1)', order: 'o1' } }) : undefined;
    expect(await checkout()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect($error.get()).toEqual([nl.cart.unsafePaymentUrl]);
    expect($cart.get().checkingOut).toBe(false);
    expect(isHttpUrl('https://pay.example.nl/x')).toBe(true);
    expect(isHttpUrl('//evil.example/x')).toBe(false);
    expect(isHttpUrl('data:text/html,x')).toBe(false);
  });

  it('a failed checkout shows the server message and can be tried again', async () => {
    const { assign } = stubPageLoads();
    override = (call) => (call.path === '/api/cart/checkout' ? json(422, { message: 'Er zijn niet genoeg plaatsen meer.' }) : undefined);
    expect(await checkout()).toBe(false);
    expect($error.get()).toEqual(['Er zijn niet genoeg plaatsen meer.']);
    expect($cart.get().checkingOut).toBe(false);
    override = (call) =>
      call.path === '/api/cart/checkout'
        ? json(200, { data: { payment_url: 'http://localhost/dev/checkout/p2', order: 'o2' } })
        : undefined;
    expect(await checkout()).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
