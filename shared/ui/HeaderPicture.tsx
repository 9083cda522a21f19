import type { HeaderImage } from '../contract/cms';
import { cmsAssetUrl } from '../config';

/** spec §9 "Image widths": the CMS offers a header image at these widths (spec §3). */
export const HEADER_WIDTHS = [375, 750, 1200, 1500, 1920, 2400] as const;

/**
 * A template's CMS header image (spec §2: order and gift-card templates): a responsive <img> with srcset
 * and sizes and explicit dimensions, in a frame whose aspect ratio the widget's CSS fixes, so nothing
 * moves when it arrives. Addresses resolve against the CMS (an embedding page on another origin).
 */
export function HeaderPicture({ image, className }: { image: HeaderImage | null | undefined; className: string }) {
  const sources = (image?.sources ?? [])
    .filter((s) => (HEADER_WIDTHS as readonly number[]).includes(s.width) && s.url)
    .sort((a, b) => a.width - b.width);
  const fallback = sources.find((s) => s.width >= 1200) ?? sources[sources.length - 1];
  if (!image || !fallback) return null;
  return (
    <img
      className={className}
      src={cmsAssetUrl(fallback.url)}
      srcSet={sources.map((s) => `${cmsAssetUrl(s.url)} ${s.width}w`).join(', ')}
      sizes="(min-width: 1240px) 1200px, 100vw"
      width={2400}
      height={1000}
      alt={image.alt}
      decoding="async"
      fetchPriority="high"
    />
  );
}
