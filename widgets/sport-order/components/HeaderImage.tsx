import type { HeaderImage as HeaderImageContent } from '../../../shared/contract/cms';
import { cmsAssetUrl } from '../../../shared/config';

/** spec §9 "Image widths": the CMS offers the header image at these widths. */
export const HEADER_WIDTHS = [375, 750, 1200, 1500, 1920, 2400] as const;

/**
 * The order template's header image (spec §2): a responsive <img> with srcset and sizes. The frame has
 * a fixed aspect ratio (CSS) and the image explicit dimensions, so nothing moves when it arrives.
 */
export function HeaderImage({ image, compact = false }: { image: HeaderImageContent | null; compact?: boolean }) {
  const sources = (image?.sources ?? [])
    .filter((s) => (HEADER_WIDTHS as readonly number[]).includes(s.width) && s.url)
    .sort((a, b) => a.width - b.width);
  const fallback = sources.find((s) => s.width >= 1200) ?? sources[sources.length - 1];
  return (
    <div className={`sport-order__header${compact ? ' sport-order__header--compact' : ''}`}>
      {image && fallback ? (
        <img
          className="sport-order__header-image"
          src={cmsAssetUrl(fallback.url)}
          srcSet={sources.map((s) => `${cmsAssetUrl(s.url)} ${s.width}w`).join(', ')}
          sizes="(min-width: 1240px) 1200px, 100vw"
          width={2400}
          height={1000}
          alt={image.alt}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
    </div>
  );
}
