import { cmsQuery } from './client';
import type { Block, HeaderImage } from './order-flow';

// spec §3 "CMS content", gift-card flow: header image and content, the amounts, text cards and the
// success and failed texts. blockText and underText are HTML: sanitise before showing.
export interface GiftCardFlow {
  headerImage: HeaderImage | null;
  headerContent: Block | null;
  giftcardOptions: { amount: number }[];
  textCards: Block[];
  textSucces: Block | null;
  textFailed: Block | null;
}

/** Without CMS content the pages still work, with their own texts and spec §9's amounts. */
export const EMPTY_GIFT_CARD_FLOW: GiftCardFlow = {
  headerImage: null,
  headerContent: null,
  giftcardOptions: [],
  textCards: [],
  textSucces: null,
  textFailed: null,
};

const BLOCK = 'blockTitle blockSubTitle blockText underText';

const GIFT_CARD_FLOW = `query GiftCardFlow {
  giftCardFlow {
    headerImage { alt sources { width url } }
    headerContent { ${BLOCK} }
    giftcardOptions { amount }
    textCards { ${BLOCK} }
    textSucces { ${BLOCK} }
    textFailed { ${BLOCK} }
  }
}`;

export async function fetchGiftCardFlow(): Promise<GiftCardFlow> {
  const data = await cmsQuery<{ giftCardFlow: GiftCardFlow | null }>(GIFT_CARD_FLOW);
  return data.giftCardFlow ?? EMPTY_GIFT_CARD_FLOW;
}
