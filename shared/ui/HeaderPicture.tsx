import type { HeaderImage } from '../contract/cms';
import { headerImageAttributes, type HeaderImageAttributes } from '../contract/header-image';
import { cmsAssetUrl } from '../config';

/**
 * A template's CMS header image (spec §2: order and gift-card templates): a responsive <img> with srcset
 * and sizes and explicit dimensions, in a frame whose aspect ratio the widget's CSS fixes, so nothing
 * moves when it arrives. Addresses resolve against the CMS (an embedding page on another origin).
 * `image` undefined means "not known yet": then the page's own copy (`placeholder`, read from the
 * server-rendered fallback by shared/ui/page-image.ts) stays in its place; null means "none".
 */
export function HeaderPicture({
  image,
  placeholder = null,
  className,
}: {
  image: HeaderImage | null | undefined;
  placeholder?: HeaderImageAttributes | null;
  className: string;
}) {
  const attributes = image === undefined ? placeholder : headerImageAttributes(image, cmsAssetUrl);
  if (!attributes) return null;
  return <img className={className} {...attributes} decoding="async" fetchPriority="high" />;
}
