import { atom, onMount, task } from 'nanostores';
import { getUserOrders } from '../../../shared/api/orders';
import type { Order } from '../../../shared/contract/order';

/**
 * The parent's orders (GET /api/user/orders), newest first; `undefined` while loading, `null` when there is
 * no list: an API without this call (the operator's backend may gain it later) shows no orders section,
 * and no error either, as the events above already say what failed (docs/architecture.md "New API fields are optional").
 */
export const $orders = atom<Order[] | null | undefined>(undefined);

export function loadOrders(): Promise<void> {
  return task(async () => {
    try {
      $orders.set(await getUserOrders());
    } catch {
      $orders.set(null);
    }
  });
}

onMount($orders, () => {
  void loadOrders();
  return () => $orders.set(undefined);
});
