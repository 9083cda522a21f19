import type { GiftCardFlow } from '../../../shared/cms/gift-card-flow';
import { priceRange } from '../rules';
import { nl } from '../nl';

/** spec §9 "Image widths": the CMS offers the header image at these widths. */
const WIDTHS = [375, 750, 1200, 1500, 1920, 2400];

/**
 * The gift-card template's header (spec §2): the CMS image (srcset over spec §3's widths) in a frame of
 * fixed aspect ratio, with the title and price range on it, so nothing moves when the image or the
 * CMS texts arrive. Title 'Cadeaubon' by default; the range from the first and last CMS option.
 */
export function GiftCardHeader({ flow }: { flow: GiftCardFlow | undefined }) {
  const image = flow?.headerImage;
  const sources = (image?.sources ?? []).filter((s) => WIDTHS.includes(s.width) && s.url).sort((a, b) => a.width - b.width);
  const fallback = sources.find((s) => s.width >= 1200) ?? sources[sources.length - 1];
  const subtitle = flow?.giftcardOptions.length ? priceRange(flow.giftcardOptions) : flow?.headerContent?.blockSubTitle || priceRange(undefined);
  return (
    <div className="sport-gift-card__header">
      {image && fallback ? (
        <img
          className="sport-gift-card__header-image"
          src={fallback.url}
          srcSet={sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
          sizes="(min-width: 1240px) 1200px, 100vw"
          width={2400}
          height={1000}
          alt={image.alt}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
      <div className="sport-gift-card__header-content">
        <h1 className="sport-gift-card__header-title">{flow?.headerContent?.blockTitle || nl.header.title}</h1>
        <p className="sport-gift-card__header-subtitle">{subtitle}</p>
      </div>
    </div>
  );
}
