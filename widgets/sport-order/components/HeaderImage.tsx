import type { HeaderImage as HeaderImageContent } from '../../../shared/contract/cms';
import type { HeaderImageAttributes } from '../../../shared/contract/header-image';
import { HeaderPicture } from '../../../shared/ui/HeaderPicture';

/**
 * The order template's header image (spec §2): a responsive <img> with srcset and sizes. The frame has
 * the images' own aspect ratio on every step (CSS) and the image explicit dimensions, so nothing moves
 * when it arrives and nothing of it is cut off.
 */
export function HeaderImage({
  image,
  placeholder,
}: {
  /** undefined while not known yet: the page's own copy (placeholder) stays */
  image: HeaderImageContent | null | undefined;
  placeholder?: HeaderImageAttributes | null;
}) {
  return (
    <div className="sport-order__header">
      <HeaderPicture image={image} placeholder={placeholder} className="sport-order__header-image" />
    </div>
  );
}
