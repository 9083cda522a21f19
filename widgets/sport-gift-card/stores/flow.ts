// The gift-card flow's CMS content (spec §2 guard step 2: loaded when the flow is shown).
import { atom, onMount, task } from 'nanostores';
import { EMPTY_GIFT_CARD_FLOW, fetchGiftCardFlow, type GiftCardFlow } from '../../../shared/cms/gift-card-flow';
import type { RichText } from '../../../shared/ui/RichText';
import type { TextCards } from '../../../shared/ui/TextCards';

/** undefined while loading. Its CMS HTML is sanitised where it is drawn (shared/ui/RichText.tsx). */
export const $giftCardFlow = atom<GiftCardFlow | undefined>(undefined);

/**
 * The shared rich-text parts (RichText, TextCards: the one path that sanitises and shows CMS HTML).
 * They bring DOMPurify (about 9 KB), needed only once the CMS HTML is there, so they are imported with
 * it and stay out of this widget's first chunk; null until then.
 */
export const $richText = atom<{ RichText: typeof RichText; TextCards: typeof TextCards } | null>(null);

onMount($giftCardFlow, () => {
  if ($giftCardFlow.get() === undefined) void loadGiftCardFlow();
});

/** A CMS that cannot be reached leaves the form working with its own texts and spec §9's amounts. */
export function loadGiftCardFlow(): Promise<void> {
  return task(async () => {
    try {
      const [flow, richText, cards] = await Promise.all([
        fetchGiftCardFlow(),
        import('../../../shared/ui/RichText'),
        import('../../../shared/ui/TextCards'),
      ]);
      $richText.set({ RichText: richText.RichText, TextCards: cards.TextCards });
      $giftCardFlow.set(flow);
    } catch (error) {
      console.warn('[sport-gift-card] CMS content not available', error);
      $giftCardFlow.set(EMPTY_GIFT_CARD_FLOW);
    }
  });
}
