import { atom, onMount, task } from 'nanostores';
import { setError } from '../../../shared/stores/ui';
import { EMPTY_ORDER_FLOW, fetchOrderFlow, type OrderFlow } from '../../../shared/cms/order-flow';
import { fetchSocials, type Social } from '../../../shared/cms/socials';

// The CMS content of the order pages (spec §2 "Order step 1–3", "Success and failed pages").

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
