// The result pages /cadeaubon/succes and /cadeaubon/mislukt (?giftcard=uuid).
import { atom, task } from 'nanostores';
import { getGiftCardOrder } from '../../../shared/api/gift-card';
import type { GiftCardOrder } from '../../../shared/contract/gift-card';
import { orNotFound, pollPaymentResult } from '../../../shared/payment-result';
import { navigate } from '../../../shared/router';
import { pathTo } from '../../../shared/routes';
import { setError } from '../../../shared/stores/ui';
import { clearDraft } from './draft';

export type ResultState = { status: 'loading' } | { status: 'ready'; order: GiftCardOrder | null } | { status: 'error' };
export const $result = atom<ResultState>({ status: 'loading' });
let resultRun = 0;

const fetchOrder = (uuid: string) => orNotFound(() => getGiftCardOrder(uuid));

/**
 * The gift-card order behind /cadeaubon/succes or /cadeaubon/mislukt (?giftcard=uuid), so the failed
 * page can tell failed, canceled and expired apart. Paid: the details are cleared (spec: kept until
 * paid). The address and the payment disagree: the page that is true is shown.
 */
export function loadResult(uuid: string | undefined, page: 'success' | 'failed'): Promise<void> {
  const run = ++resultRun;
  const stale = () => run !== resultRun;
  $result.set({ status: 'loading' });
  return task(async () => {
    try {
      const order = uuid ? await fetchOrder(uuid) : null;
      if (stale()) return;
      if (order?.status === 'paid') clearDraft();
      if (order && page === 'success' && ['failed', 'canceled', 'expired'].includes(order.status)) {
        navigate(pathTo('giftCardFailed', {}, { giftcard: order.uuid }), { replace: true });
        return;
      }
      if (order && page === 'failed' && order.status === 'paid') {
        navigate(pathTo('giftCardSuccess', {}, { giftcard: order.uuid }), { replace: true });
        return;
      }
      $result.set({ status: 'ready', order });
      if (page !== 'success' || !order) return;
      await pollPaymentResult(order, {
        waiting: (o) => o.status === 'open',
        refetch: () => fetchOrder(order.uuid),
        current: () => !stale(),
        update: (next) => {
          if (next.status === 'paid') clearDraft();
          $result.set({ status: 'ready', order: next });
        },
      });
    } catch (error) {
      if (stale()) return;
      $result.set({ status: 'error' });
      await setError(error);
    }
  });
}
