import type { HeaderImage } from './cms';

// A template's CMS header image (spec §2: the order and gift-card templates; spec §3 "CMS content",
// spec §9 "Image widths"), drawn by two hands that must agree to the attribute: the widgets
// (shared/ui/HeaderPicture.tsx) and the page the CMS renders around them (demo-pages), whose copy shows
// at the first paint and is replaced by the widget's own without a shift (LCP).

/** spec §9 "Image widths": the CMS offers a header image at these widths. */
export const HEADER_WIDTHS = [375, 750, 1200, 1500, 1920, 2400] as const;

export interface HeaderImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The <img> attributes of a header image: the spec's widths only, narrowest first, the first of at
 * least 1200 px as `src`. `resolve` turns a CMS address into one the page can load. Null without a source.
 */
export function headerImageAttributes(
  image: HeaderImage | null | undefined,
  resolve: (url: string) => string = (url) => url,
): HeaderImageAttributes | null {
  const sources = (image?.sources ?? [])
    .filter((s) => (HEADER_WIDTHS as readonly number[]).includes(s.width) && s.url)
    .sort((a, b) => a.width - b.width);
  const fallback = sources.find((s) => s.width >= 1200) ?? sources[sources.length - 1];
  if (!image || !fallback) return null;
  return {
    src: resolve(fallback.url),
    srcSet: sources.map((s) => `${resolve(s.url)} ${s.width}w`).join(', '),
    sizes: '(min-width: 1240px) 1200px, 100vw',
    width: 2400,
    height: 1000,
    alt: image.alt,
  };
}
