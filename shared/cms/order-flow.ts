import * as v from 'valibot';
import { OrderFlowSchema } from '../contract/cms';
import { cmsQuery } from './client';

/**
 * The fields every CMS of the shop has; the newer ones (cancellation rule, contact, age range) are asked
 * in a query of their own (checkout-extras.ts), so a CMS without them still gives the flow.
 */
const BaseOrderFlowSchema = v.pick(OrderFlowSchema, ['headerImage', 'textCards', 'textSucces', 'textFailed']);
export type OrderFlow = v.InferOutput<typeof BaseOrderFlowSchema>;

// spec §3 "CMS content": the order flow's header image, text cards and the success and failed texts.

/** The order flow without CMS content: the pages still work, with their own texts. */
export const EMPTY_ORDER_FLOW: OrderFlow = { headerImage: null, textCards: [], textSucces: null, textFailed: null };

const BLOCK = 'blockTitle blockSubTitle blockText underText';

const ORDER_FLOW = `query OrderFlow {
  orderFlow {
    headerImage { alt sources { width url } }
    textCards { ${BLOCK} }
    textSucces { ${BLOCK} }
    textFailed { ${BLOCK} }
  }
}`;

export async function fetchOrderFlow(): Promise<OrderFlow> {
  const data = await cmsQuery(ORDER_FLOW, {}, v.object({ orderFlow: BaseOrderFlowSchema }));
  return data.orderFlow;
}
