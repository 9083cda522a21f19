import { getEventStock } from '../../shared/api/events';
import { COMPLETE_PROFILE_FIELDS } from '../../shared/contract/profile';
import { atom, onMount, task } from 'nanostores';
import { http, readData } from '../../shared/http';
import { navigate } from '../../shared/router';
import * as v from 'valibot';
import { clearError, setError } from '../../shared/stores/ui';
import { httpStatus } from '../../shared/errors';
import { createProfile, fetchProfiles } from '../../shared/stores/session';
import { addToCart, loadCart, openEventCart, removeFromCart, type CartCallOptions } from '../../shared/stores/cart';
import { fetchEventByExternalId, fetchEventBySlug, isEventFinished, type CmsEvent } from '../../shared/cms/event';
import { EMPTY_ORDER_FLOW, fetchOrderFlow, type OrderFlow } from '../../shared/cms/order-flow';
import { fetchSocials, type Social } from '../../shared/cms/socials';
import { OrderSchema, type Order, type OrderStatus } from '../../shared/contract/order';
import type { Profile } from '../../shared/contract/profile';
import type { CartItem, ShirtSize } from '../../shared/contract/cart';
import { UserEventSchema } from '../../shared/contract/user';

// State used only by the order flow (spec §2 "Order step 1–3", "Success and failed pages").

/** Page loads that leave the order template; replaced in tests. */
export const orderBrowser = {
  replace(path: string): void {
    window.location.replace(path);
  },
};

// ---- CMS content -----------------------------------------------------------------------------

/** orderFlow from the CMS; `undefined` while loading. A failure leaves the page usable without the texts. */
export const $orderFlow = atom<OrderFlow | undefined>(undefined);

onMount($orderFlow, () => {
  void task(async () => {
    try {
      $orderFlow.set(await fetchOrderFlow());
    } catch (error) {
      $orderFlow.set(EMPTY_ORDER_FLOW);
      await setError(error);
    }
  });
});

export const $socials = atom<Social[]>([]);
onMount($socials, () => {
  void task(async () => {
    try {
      $socials.set(await fetchSocials());
    } catch {
      // social links are a nicety on the success page; without them the page is complete
    }
  });
});

// ---- the event of the order pages ------------------------------------------------------------

export type OrderEventState =
  | { slug: string; status: 'loading' }
  | { slug: string; status: 'ready'; event: CmsEvent; stock: number | null }
  | { slug: string; status: 'unavailable' }
  | { slug: string; status: 'error' };

export const $orderEvent = atom<OrderEventState | null>(null);

/** GET /api/events/{uuid}/stock; spec §7: null on error. */
export async function fetchStock(externalId: string): Promise<number | null> {
  try {
    return await getEventStock(externalId);
  } catch {
    return null;
  }
}

/** spec §9: sold out when the remaining stock is 0 or less. Unknown stock (an error) does not count as sold out. */
export function isSoldOut(stock: number | null): boolean {
  return stock !== null && stock <= 0;
}

/** Without the profiles step 1 would wrongly say there are no children: a failure is a load error. */
async function loadProfiles(): Promise<boolean> {
  try {
    await fetchProfiles();
    return true;
  } catch {
    return false;
  }
}

/** The children (profile uuids) who already have a ticket for this event; they cannot be chosen again. */
export const $registeredChildren = atom<string[]>([]);

/**
 * GET /api/user/events: the parent's events with their tickets (an entry's uuid is the event's external_id).
 * Only a help: when it fails nobody is marked, and the server still refuses a second ticket (422, shown at the row).
 */
async function fetchRegisteredChildren(externalId: string): Promise<string[]> {
  try {
    const events = await readData(http().get('user/events'), v.array(UserEventSchema));
    return events.find((entry) => entry.uuid === externalId)?.tickets.map((ticket) => ticket.profile.uuid) ?? [];
  } catch {
    return [];
  }
}

/**
 * Opens the order for the event with this slug (spec §4 "Event availability", "Cart"): the event from the
 * CMS and its remaining stock; an unknown, finished or sold-out event sends the visitor to /404 (another
 * page template). Then the cart: one of another event is cleared. Moving between the steps keeps what is loaded.
 */
export function openOrder(slug: string): Promise<void> {
  const current = $orderEvent.get();
  if (current && current.slug === slug && current.status !== 'error') return Promise.resolve();
  return retryOrder(slug);
}

let orderRun = 0;

/**
 * Loads the event, the stock, the profiles, the children already registered and the cart again (also the
 * 'Probeer opnieuw' of an error). A failure shows one message with 'Probeer opnieuw' (OrderSteps), not the
 * general error as well: the general channel is cleared so the page does not say the same thing twice.
 */
export function retryOrder(slug: string): Promise<void> {
  const run = ++orderRun;
  // another event opened, or 'Probeer opnieuw' again: this load's answers are stale and touch nothing
  const stale = () => run !== orderRun;
  $orderEvent.set({ slug, status: 'loading' });
  clearError();
  const failed = () => {
    $orderEvent.set({ slug, status: 'error' });
    clearError();
  };
  return task(async () => {
    let event: CmsEvent | null;
    try {
      event = await fetchEventBySlug(slug);
    } catch {
      if (!stale()) failed();
      return;
    }
    if (stale()) return;
    if (!event || isEventFinished(event)) {
      $orderEvent.set({ slug, status: 'unavailable' });
      orderBrowser.replace('/404');
      return;
    }
    const [stock, profilesOk, registered] = await Promise.all([
      fetchStock(event.external_id),
      loadProfiles(),
      fetchRegisteredChildren(event.external_id),
    ]);
    if (stale()) return;
    $registeredChildren.set(registered);
    if (isSoldOut(stock)) {
      $orderEvent.set({ slug, status: 'unavailable' });
      orderBrowser.replace('/404');
      return;
    }
    // only now: a sold-out event must not empty the cart of another event
    if (!profilesOk) {
      failed();
      return;
    }
    // a failure here is the load error below, not a second message on the general channel
    const cartOk = await openEventCart(event.external_id, { onError: () => undefined });
    if (stale()) return;
    if (cartOk) $orderEvent.set({ slug, status: 'ready', event, stock });
    else failed();
  });
}

// ---- steps 1 and 2: one child's cart call ------------------------------------------------------

/** Children (profile uuids) whose cart call is under way: their checkbox or select waits meanwhile. */
export const $pendingChildren = atom<string[]>([]);
/** A failed cart call's messages, shown at the child's own row (where the parent tapped). */
export const $childErrors = atom<Record<string, string[]>>({});

function setChildError(profileId: string, messages: string[] | null): void {
  const { [profileId]: _old, ...rest } = $childErrors.get();
  $childErrors.set(messages?.length ? { ...rest, [profileId]: messages } : rest);
}

/** One child's cart call; one at a time per child. A success clears the messages of earlier failures. */
function childCall(profileId: string, call: (options: CartCallOptions) => Promise<boolean>): Promise<boolean> {
  if ($pendingChildren.get().includes(profileId)) return Promise.resolve(false);
  $pendingChildren.set([...$pendingChildren.get(), profileId]);
  setChildError(profileId, null);
  return task(async () => {
    try {
      const ok = await call({ onError: (messages) => setChildError(profileId, messages) });
      if (ok) {
        $childErrors.set({});
        clearError();
      }
      return ok;
    } finally {
      $pendingChildren.set($pendingChildren.get().filter((id) => id !== profileId));
    }
  });
}

/** Step 1: a child's checkbox adds the child to the event in the cart or removes it (spec §2, §4 "Cart"). */
export function toggleChild(productId: string, profileId: string, checked: boolean): Promise<boolean> {
  return childCall(profileId, (options) =>
    checked
      ? addToCart([{ product_id: productId, profile_id: profileId, with_shirt: false, shirt_size: 'none' }], options)
      : removeFromCart(productId, profileId, options),
  );
}

/** Step 2: a child's shirt and size, saved at once (spec §2 "Order step 2"). */
export function saveShirt(item: Pick<CartItem, 'product_id' | 'profile_id'>, with_shirt: boolean, shirt_size: ShirtSize): Promise<boolean> {
  return childCall(item.profile_id, (options) =>
    addToCart([{ product_id: item.product_id, profile_id: item.profile_id, with_shirt, shirt_size }], options),
  );
}

// ---- step 1: new children --------------------------------------------------------------------

export interface NewChildRow {
  key: number;
  first_name: string;
  last_name: string;
}

export const $newChildren = atom<NewChildRow[]>([]);
let rowKey = 0;

export function addChildRow(): number {
  rowKey += 1;
  $newChildren.set([...$newChildren.get(), { key: rowKey, first_name: '', last_name: '' }]);
  return rowKey;
}

export function updateChildRow(key: number, field: 'first_name' | 'last_name', value: string): void {
  $newChildren.set($newChildren.get().map((row) => (row.key === key ? { ...row, [field]: value } : row)));
}

export function removeChildRow(key: number): void {
  $newChildren.set($newChildren.get().filter((row) => row.key !== key));
}

export const isRowFilled = (row: Pick<NewChildRow, 'first_name' | 'last_name'>): boolean =>
  row.first_name.trim() !== '' && row.last_name.trim() !== '';

export type ParticipantsBlock = 'loading' | 'empty' | 'rowsIncomplete' | null;

/**
 * spec §4 "Next button, step 1": enabled only when all new-child rows are filled, or when there are no
 * rows and the cart has items; in the footer also disabled while loading or when the cart is empty
 * and there are no rows. Returns why it is disabled (null: enabled).
 */
export function participantsNextBlock(rows: readonly Pick<NewChildRow, 'first_name' | 'last_name'>[], cartItems: number, loading: boolean): ParticipantsBlock {
  if (loading) return 'loading';
  if (rows.length > 0) return rows.every(isRowFilled) ? null : 'rowsIncomplete';
  return cartItems > 0 ? null : 'empty';
}

export const $savingChildren = atom(false);

/**
 * 'Verder' on step 1: every new-child row becomes a profile (POST /api/profile) and joins the cart
 * (spec §4 "Form submit": a child created during ordering is added to the cart). A row leaves the form
 * as soon as its profile exists, so trying again after an error never creates a child twice.
 */
export function saveNewChildren(productId: string): Promise<boolean> {
  if ($savingChildren.get() || !$newChildren.get().every(isRowFilled)) return Promise.resolve(false);
  $savingChildren.set(true);
  return task(async () => {
    try {
      const created: Profile[] = [];
      let failed = false;
      for (const row of $newChildren.get()) {
        try {
          created.push(await createProfile({ first_name: row.first_name.trim(), last_name: row.last_name.trim() }));
          removeChildRow(row.key);
        } catch (error) {
          await setError(error);
          failed = true;
          break;
        }
      }
      if (created.length) {
        const added = await addToCart(created.map((p) => ({ product_id: productId, profile_id: p.uuid, with_shirt: false, shirt_size: 'none' as const })));
        if (!added) return false;
      }
      return !failed;
    } finally {
      $savingChildren.set(false);
    }
  });
}

/** The child of a cart item or order line, by profile uuid. */
export function childName(profiles: readonly Profile[], profileId: string): string {
  const profile = profiles.find((p) => p.uuid === profileId);
  return profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
}

/** The cart items whose child is known, in the cart's order. */
export function itemsWithChild(items: readonly CartItem[], profiles: readonly Profile[]): { item: CartItem; name: string }[] {
  return items.map((item) => ({ item, name: childName(profiles, item.profile_id) }));
}

// ---- success and failed pages ----------------------------------------------------------------

// spec §3: on the success page a profile is incomplete if any of these is missing (gender 'u' counts as
// missing). It is the same list the server computes `complete` with, so it lives in the contract.
export const SUCCESS_PAGE_PROFILE_FIELDS = COMPLETE_PROFILE_FIELDS;
export type ProfileField = (typeof SUCCESS_PAGE_PROFILE_FIELDS)[number];

/** The fields of spec §3 this profile misses, in the spec's order; empty when complete. */
export function missingProfileFields(profile: Pick<Profile, ProfileField>): ProfileField[] {
  return SUCCESS_PAGE_PROFILE_FIELDS.filter((field) => {
    if (field === 'gender') return profile.gender !== 'm' && profile.gender !== 'f';
    const value = profile[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

export const isProfileIncomplete = (profile: Pick<Profile, ProfileField>): boolean => missingProfileFields(profile).length > 0;

export type OrderResultState =
  | { status: 'loading' }
  /** order null: the failed page without an order still shows its text and links */
  | { status: 'ready'; order: Order | null; event: CmsEvent | null }
  | { status: 'error' }
  /** no order to show: the visitor is being sent elsewhere */
  | { status: 'gone' };

export const $orderResult = atom<OrderResultState>({ status: 'loading' });
let resultRun = 0;

const FAILED_STATUSES: readonly OrderStatus[] = ['failed', 'canceled', 'expired', 'refund_needed'];
const WAITING_STATUSES: readonly OrderStatus[] = ['open', 'pending'];

/** How long the success page waits for a payment the provider has not confirmed yet. */
export const PAYMENT_POLL = { interval: 2000, attempts: 5 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOrder(uuid: string): Promise<Order | null> {
  try {
    return await readData(http().get(`orders/${encodeURIComponent(uuid)}`), OrderSchema);
  } catch (error) {
    // an unknown order, or one of another parent (the server answers 404 for both)
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/** The start of the order of the event in the cart, or /evenementen when there is none. */
async function orderStartFromCart(): Promise<string> {
  const cart = await loadCart();
  const productId = cart?.items[0]?.product_id;
  if (!productId) return '/evenementen';
  try {
    const event = await fetchEventByExternalId(productId);
    return event ? `/order/${encodeURIComponent(event.slug)}` : '/evenementen';
  } catch {
    return '/evenementen';
  }
}

/**
 * The order behind the success or failed page (GET /api/orders/{uuid}) and its event. The uuid is in the
 * address, so a reload shows the same page. Without an order to show the success page goes to the order
 * start of the event in the cart (spec §4), or to /evenementen when there is none.
 */
export function loadOrderResult(uuid: string | undefined, page: 'success' | 'failed'): Promise<void> {
  const run = ++resultRun;
  // a newer load (another order in the address, 'Probeer opnieuw') owns $orderResult from now on
  const stale = () => run !== resultRun;
  $orderResult.set({ status: 'loading' });
  return task(async () => {
    try {
      let order = uuid ? await fetchOrder(uuid) : null;
      if (stale()) return;
      if (!order) {
        if (page === 'success') {
          $orderResult.set({ status: 'gone' });
          const start = await orderStartFromCart();
          if (!stale()) navigate(start, { replace: true });
        } else {
          const event = await eventOfCart();
          if (!stale()) $orderResult.set({ status: 'ready', order: null, event });
        }
        return;
      }
      // the address says one thing, the payment another: show the page that is true
      if (page === 'success' && FAILED_STATUSES.includes(order.status)) {
        $orderResult.set({ status: 'gone' });
        navigate(`/failed?order=${encodeURIComponent(order.uuid)}`, { replace: true });
        return;
      }
      if (page === 'failed' && order.status === 'paid') {
        $orderResult.set({ status: 'gone' });
        navigate(`/succes?order=${encodeURIComponent(order.uuid)}`, { replace: true });
        return;
      }
      const event = await fetchEventByExternalId(order.event_uuid).catch(() => null);
      if (stale()) return;
      $orderResult.set({ status: 'ready', order, event });
      // the provider may report the payment a moment after the parent returns
      for (let i = 0; page === 'success' && WAITING_STATUSES.includes(order.status) && i < PAYMENT_POLL.attempts; i++) {
        await wait(PAYMENT_POLL.interval);
        const next = await fetchOrder(order.uuid);
        if (!next || stale() || $orderResult.get().status !== 'ready') return;
        order = next;
        $orderResult.set({ status: 'ready', order, event });
      }
    } catch (error) {
      if (stale()) return;
      $orderResult.set({ status: 'error' });
      await setError(error);
    }
  });
}

async function eventOfCart(): Promise<CmsEvent | null> {
  const cart = await loadCart();
  const productId = cart?.items[0]?.product_id;
  if (!productId) return null;
  return fetchEventByExternalId(productId).catch(() => null);
}
