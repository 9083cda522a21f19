import * as v from 'valibot';
import { GiftCardFlowSchema, type GiftCardFlow } from '../contract/cms';
import { cmsQuery } from './client';

export type { GiftCardFlow };

// spec §3 "CMS content", gift-card flow: header image and content, the amounts, text cards and the
// success and failed texts. blockText and underText are HTML: sanitise before showing.

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
  const data = await cmsQuery(GIFT_CARD_FLOW, {}, v.object({ giftCardFlow: GiftCardFlowSchema }));
  return data.giftCardFlow;
}
