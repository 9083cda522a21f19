import { atom, task } from 'nanostores';
import { navigate } from '../../../shared/router';
import { setError } from '../../../shared/stores/ui';
import { orNotFound, pollPaymentResult } from '../../../shared/payment-result';
import { pathTo } from '../../../shared/routes';
import { loadCart } from '../../../shared/stores/cart';
import { getOrder } from '../../../shared/api/orders';
import { fetchEventByExternalId, type CmsEvent } from '../../../shared/cms/event';
import type { Order, OrderStatus } from '../../../shared/contract/order';

// The success and failed pages (spec §2 "Success and failed pages", §4 "Cart").

export type OrderResultState =
  | { status: 'loading' }
  /** order null: the failed page without an order still shows its text and links */
  | { status: 'ready'; order: Order | null; event: CmsEvent | null }
  | { status: 'error' }
  /** no order to show: the visitor is being sent elsewhere */
  | { status: 'gone' };

export const $orderResult = atom<OrderResultState>({ status: 'loading' });
/** bumped by every load: a load whose number is no longer the newest touches nothing */
const $resultRun = atom(0);

const FAILED_STATUSES: readonly OrderStatus[] = ['failed', 'canceled', 'expired', 'refund_needed'];
const WAITING_STATUSES: readonly OrderStatus[] = ['open', 'pending'];

const fetchOrder = (uuid: string) => orNotFound(() => getOrder(uuid));

/** The event of the cart's first item (null without one, or when the CMS does not answer). */
async function eventOfCart(): Promise<CmsEvent | null> {
  const cart = await loadCart();
  const productId = cart?.items[0]?.product_id;
  if (!productId) return null;
  return fetchEventByExternalId(productId).catch(() => null);
}

/** The start of the order of the event in the cart, or /evenementen when there is none. */
async function orderStartFromCart(): Promise<string> {
  const event = await eventOfCart();
  return event ? pathTo('orderParticipants', { slug: event.slug }) : pathTo('events');
}

/**
 * The order behind the success or failed page (GET /api/orders/{uuid}) and its event. The uuid is in the
 * address, so a reload shows the same page. Without an order to show the success page goes to the order
 * start of the event in the cart (spec §4), or to /evenementen when there is none.
 */
export function loadOrderResult(uuid: string | undefined, page: 'success' | 'failed'): Promise<void> {
  const run = $resultRun.get() + 1;
  $resultRun.set(run);
  // a newer load (another order in the address, 'Probeer opnieuw') owns $orderResult from now on
  const stale = () => run !== $resultRun.get();
  $orderResult.set({ status: 'loading' });
  return task(async () => {
    try {
      const order = uuid ? await fetchOrder(uuid) : null;
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
        navigate(pathTo('orderFailed', {}, { order: order.uuid }), { replace: true });
        return;
      }
      if (page === 'failed' && order.status === 'paid') {
        $orderResult.set({ status: 'gone' });
        navigate(pathTo('orderSuccess', {}, { order: order.uuid }), { replace: true });
        return;
      }
      const event = await fetchEventByExternalId(order.event_uuid).catch(() => null);
      if (stale()) return;
      $orderResult.set({ status: 'ready', order, event });
      // the provider may report the payment a moment after the parent returns
      if (page !== 'success') return;
      await pollPaymentResult(order, {
        waiting: (o) => WAITING_STATUSES.includes(o.status),
        refetch: () => fetchOrder(order.uuid),
        current: () => !stale() && $orderResult.get().status === 'ready',
        update: (next) => $orderResult.set({ status: 'ready', order: next, event }),
      });
    } catch (error) {
      if (stale()) return;
      $orderResult.set({ status: 'error' });
      await setError(error);
    }
  });
}

export function resetOrderResult(): void {
  $resultRun.set($resultRun.get() + 1);
  $orderResult.set({ status: 'loading' });
}
