import { formatDateRange, formatDayAndTime, formatPricePerChild } from '../../../shared/format';
import { cmsAssetUrl, shopPageUrl } from '../../../shared/config';
import { pathTo } from '../../../shared/routes';
import type { ListEvent } from '../stores/cms';
import type { Place } from '../list-rules';
import { nl } from '../nl';

// One event of the list, with the same parts and classes as the server-rendered item the catalogue
// writes (demo-pages/templates/event-list.ts), so the mount moves nothing: the image's box is fixed by its
// width and height, and the places line is there, empty, from the first paint.

/** The image's intrinsic size: the box the stylesheet draws it in (3:2) before it loads. */
export const IMAGE_SIZE = { width: 600, height: 400 } as const;
const SIZES = '(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw';

function EventImage({ image }: { image: ListEvent['image'] }) {
  const sources = [...(image?.sources ?? [])].filter((s) => s.url).sort((a, b) => a.width - b.width);
  const src = sources.find((s) => s.width >= 750) ?? sources[sources.length - 1];
  if (!src) return <span className="event-list__image event-list__image--none" aria-hidden="true" />;
  return (
    <img
      className="event-list__image"
      src={cmsAssetUrl(src.url)}
      srcSet={sources.map((s) => `${cmsAssetUrl(s.url)} ${s.width}w`).join(', ')}
      sizes={SIZES}
      width={IMAGE_SIZE.width}
      height={IMAGE_SIZE.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

function Action({ place, href }: { place: Place; href: string }) {
  if (place.kind === 'full' && place.waitingList)
    return (
      <a className="event-list__button event-list__button--waiting" href={href}>
        {nl.waitingList}
      </a>
    );
  if (place.kind === 'full' || place.kind === 'notYet')
    return (
      <button type="button" className="event-list__button" disabled>
        {place.kind === 'full' ? nl.soldOut : nl.signUp}
      </button>
    );
  // open, and also unknown: never sold out on an unknown (docs/rules.md "Never sold out on an unknown")
  return (
    <a className="event-list__button event-list__button--open" href={href}>
      {nl.signUp}
    </a>
  );
}

const noteOf = (place: Place): string =>
  place.kind === 'open' && place.left !== null
    ? nl.placesLeft(place.left)
    : place.kind === 'notYet'
      ? nl.opensAt(formatDayAndTime(place.opensAt))
      : '';

/** `serverHref`: the server's link for this event, when its list had one (the shop's address as the catalogue wrote it). */
export function EventItem({ event, place, href: serverHref }: { event: ListEvent; place: Place; href?: string }) {
  const href = serverHref ?? shopPageUrl(pathTo('orderParticipants', { slug: event.slug ?? '' }));
  const facts = [event.startDate ? formatDateRange(event.startDate, event.endDate) : '', event.participantsAge, event.location].filter(
    Boolean,
  );
  return (
    <li className="event-list__item">
      <EventImage image={event.image} />
      <div className="event-list__body">
        <h3 className="event-list__title">
          <a className="event-list__link" href={href}>
            {event.title}
          </a>
        </h3>
        <p className="event-list__facts">{facts.join(' · ')}</p>
        <div className="event-list__meta">
          <p className="event-list__price">{formatPricePerChild(event.price)}</p>
          <p className="event-list__places">{noteOf(place)}</p>
        </div>
        <Action place={place} href={href} />
      </div>
    </li>
  );
}
