import { cmsQuery } from './client';

// spec §3 "CMS content": the order flow's header image, text cards and the success and failed texts.
export interface ImageSource {
  width: number;
  url: string;
}

export interface HeaderImage {
  alt: string;
  sources: ImageSource[];
}

/** A CMS text block; blockText and underText are HTML (sanitise before showing). */
export interface Block {
  blockTitle: string | null;
  blockSubTitle: string | null;
  blockText: string | null;
  underText: string | null;
}

export interface OrderFlow {
  headerImage: HeaderImage | null;
  textCards: Block[];
  textSucces: Block | null;
  textFailed: Block | null;
}

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
  const data = await cmsQuery<{ orderFlow: OrderFlow | null }>(ORDER_FLOW);
  return data.orderFlow ?? EMPTY_ORDER_FLOW;
}
