import type { GiftCardFlow } from '../../../shared/cms/gift-card-flow';
import type { HeaderImageAttributes } from '../../../shared/contract/header-image';
import { HeaderPicture } from '../../../shared/ui/HeaderPicture';
import { priceRange } from '../rules';
import { nl } from '../nl';

/**
 * The gift-card template's header (spec §2): the CMS image (srcset over spec §3's widths) in a frame of
 * fixed aspect ratio, with the title and price range on it, so nothing moves when the image or the
 * CMS texts arrive. Title 'Cadeaubon' by default; the range from the first and last CMS option.
 */
export function GiftCardHeader({ flow, placeholder }: { flow: GiftCardFlow | undefined; placeholder?: HeaderImageAttributes | null }) {
  // undefined until the flow is there: the page's own copy (placeholder) stays meanwhile
  const image = flow ? flow.headerImage : undefined;
  const subtitle = flow?.giftcardOptions.length
    ? priceRange(flow.giftcardOptions)
    : flow?.headerContent?.blockSubTitle || priceRange(undefined);
  return (
    <div className="sport-gift-card__header">
      <HeaderPicture image={image} placeholder={placeholder} className="sport-gift-card__header-image" />
      <div className="sport-gift-card__header-content">
        <h1 className="sport-gift-card__header-title">{flow?.headerContent?.blockTitle || nl.header.title}</h1>
        <p className="sport-gift-card__header-subtitle">{subtitle}</p>
      </div>
    </div>
  );
}
