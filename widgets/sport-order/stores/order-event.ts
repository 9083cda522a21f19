import { atom, computed, task } from 'nanostores';
import { getEventAvailability } from '../../../shared/api/events';
import { claimFromLink } from './waiting-list';
import { getUserEvents } from '../../../shared/api/user';
import { $router, navigate } from '../../../shared/router';
import { clearError } from '../../../shared/stores/ui';
import { fetchProfiles } from '../../../shared/stores/profiles';
import { $cart, openEventCart } from '../../../shared/stores/cart';
import { fetchEventBySlug, type CmsEvent } from '../../../shared/cms/event';
import { hasEventEnded } from '../../../shared/contract/event';
import { pageLoad } from '../../../shared/browser';
import { pathTo } from '../../../shared/routes';
import { salesOpeningOf, type SalesOpening } from '../../../shared/sales-opening';

// The event of the order pages (spec §2 "Order step 1–3", §4 "Event availability", "Cart").

export type OrderEventState =
  | { slug: string; status: 'loading' }
  | { slug: string; status: 'ready'; event: CmsEvent; stock: number | null }
  | { slug: string; status: 'unavailable' }
  /** a sold-out or finished event explains itself on the order page (not /404) */
  | { slug: string; status: 'closed'; reason: 'soldOut' | 'ended'; event: CmsEvent; waitingList?: boolean; heldUntil?: string | null }
  | { slug: string; status: 'error' };

export const $orderEvent = atom<OrderEventState | null>(null);
/** When the event's sign-up opens, by the server's clock; null: it is open (docs/rules.md "Sales opening"). */
export const $salesOpening = atom<SalesOpening | null>(null);

/**
 * GET /api/events/{uuid}/stock; spec §7: null on error. `heldUntil`: no place free, but some only held in
 * other carts until then (an addition, like `waitingList`). `waitingList`: the API keeps a waiting list for
 * the event (an addition; an API without it keeps the old sold-out page).
 */
export async function fetchStock(
  externalId: string,
): Promise<{ stock: number | null; waitingList: boolean; opening: SalesOpening | null; heldUntil: string | null }> {
  try {
    const answer = await getEventAvailability(externalId);
    const heldUntil = answer.held_until ?? null;
    return { stock: answer.stock, waitingList: answer.waiting_list === true, opening: salesOpeningOf(answer), heldUntil };
  } catch {
    return { stock: null, waitingList: false, opening: null, heldUntil: null };
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
    const events = await getUserEvents();
    return events.find((entry) => entry.uuid === externalId)?.tickets.map((ticket) => ticket.profile.uuid) ?? [];
  } catch {
    return [];
  }
}

/**
 * Opens the order for the event with this slug (spec §4 "Event availability", "Cart"): the event from the
 * CMS and its remaining stock; an unknown event sends the visitor to /404 (another page template), a
 * finished or sold-out one shows why. Then the cart: one of another event is cleared. Moving between the steps keeps what is loaded.
 */
export function openOrder(slug: string): Promise<void> {
  const current = $orderEvent.get();
  if (current && current.slug === slug && current.status !== 'error') return Promise.resolve();
  return retryOrder(slug);
}

/** bumped by every load: a load whose number is no longer the newest touches nothing */
const $orderRun = atom(0);

/**
 * Loads the event, the stock, the profiles, the children already registered and the cart again (also the
 * 'Probeer opnieuw' of an error). A failure shows one message with 'Probeer opnieuw' (OrderSteps), not the
 * general error as well: the general channel is cleared so the page does not say the same thing twice.
 */
export function retryOrder(slug: string): Promise<void> {
  const run = $orderRun.get() + 1;
  $orderRun.set(run);
  // another event opened, or 'Probeer opnieuw' again: this load's answers are stale and touch nothing
  const stale = () => run !== $orderRun.get();
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
    if (!event) {
      $orderEvent.set({ slug, status: 'unavailable' });
      pageLoad.replace(pathTo('notFound'));
      return;
    }
    // spec §4 "Event availability" sends a finished or sold-out event to /404; we keep the
    // parent on a page that says why ('Dit evenement is afgelopen' / 'uitverkocht') with a way on
    if (hasEventEnded(event)) {
      $orderEvent.set({ slug, status: 'closed', reason: 'ended', event });
      return;
    }
    // a waiting-list mail's link (?wachtlijst=…) first puts the offered child in the cart, so the
    // place counts as the parent's own below (docs/rules.md "Waiting list")
    await claimFromLink();
    if (stale()) return;
    const [{ stock, waitingList, opening, heldUntil }, profilesOk, registered] = await Promise.all([
      fetchStock(event.external_id),
      loadProfiles(),
      fetchRegisteredChildren(event.external_id),
    ]);
    if (stale()) return;
    $registeredChildren.set(registered);
    $salesOpening.set(opening);
    if (isSoldOut(stock)) {
      $orderEvent.set({ slug, status: 'closed', reason: 'soldOut', event, waitingList, heldUntil });
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

/**
 * The step guard of spec §4 "Order flow": extras and summary go back to step 1 when no child is in the
 * cart (once the cart is loaded and no call or checkout is under way). The slug to go back to, or null.
 */
export const $mustGoBack = computed([$orderEvent, $cart, $router], (state, cart, page) => {
  if (page?.route !== 'orderExtras' && page?.route !== 'orderQuestions' && page?.route !== 'orderSummary') return null;
  const slug = page.params.slug;
  const ready = state?.slug === slug && state.status === 'ready';
  return ready && cart.loaded && !cart.loading && !cart.checkingOut && cart.items.length === 0 ? slug : null;
});

$mustGoBack.listen((slug) => {
  if (slug !== null) navigate(pathTo('orderParticipants', { slug }), { replace: true });
});

export function resetOrderEvent(): void {
  $salesOpening.set(null);
  $orderRun.set($orderRun.get() + 1);
  $orderEvent.set(null);
  $registeredChildren.set([]);
}
