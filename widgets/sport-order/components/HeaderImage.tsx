import type { HeaderImage as HeaderImageContent } from '../../../shared/contract/cms';
import { HeaderPicture } from '../../../shared/ui/HeaderPicture';

/**
 * The order template's header image (spec §2): a responsive <img> with srcset and sizes. The frame has
 * a fixed aspect ratio (CSS) and the image explicit dimensions, so nothing moves when it arrives.
 */
export function HeaderImage({ image, compact = false }: { image: HeaderImageContent | null; compact?: boolean }) {
  return (
    <div className={`sport-order__header${compact ? ' sport-order__header--compact' : ''}`}>
      <HeaderPicture image={image} className="sport-order__header-image" />
    </div>
  );
}
