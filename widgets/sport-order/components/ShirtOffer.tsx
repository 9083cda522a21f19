import type { CmsEvent } from '../../../shared/cms/event';
import { cmsAssetUrl } from '../../../shared/config';
import { formatMoney } from '../../../shared/format';
import { nl } from '../nl';

/** spec §9 "shirt image 300". */
export const SHIRT_IMAGE_WIDTH = 300;

/** The shirt of step 2: image, title and price; a free shirt shows the old price struck through and €0 (spec §2, §9). */
export function ShirtOffer({ event }: { event: CmsEvent }) {
  const image = event.shirtImage?.[0]?.url;
  return (
    <div className="sport-order__shirt">
      {image ? (
        <img
          className="sport-order__shirt-image"
          src={cmsAssetUrl(image)}
          width={SHIRT_IMAGE_WIDTH}
          height={SHIRT_IMAGE_WIDTH}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div>
        <h2 className="sport-order__shirt-title">{event.shirtTitle}</h2>
        {event.free_shirt ? (
          <p className="sport-order__shirt-price">
            <s>
              <span className="sport-visually-hidden">{nl.extras.oldPrice} </span>
              {formatMoney(event.shirtPrice)}
            </s>{' '}
            <strong>
              {nl.extras.free}
              <span className="sport-visually-hidden"> ({nl.extras.freeLabel})</span>
            </strong>
          </p>
        ) : (
          <p className="sport-order__shirt-price">
            <strong>{formatMoney(event.shirtPrice)}</strong>
          </p>
        )}
      </div>
    </div>
  );
}
