// The server-rendered content of <sport-event-list> (docs/rules.md "Event list"), written by the catalogue
// from the CMS's current events: a plain list with, per event, its title and 'Inschrijven' as links to
// the order page, the date, age range, location and price, so the list reads and is indexed before and
// without script. The parts and classes are the element's own (widgets/sport-event-list/components/
// EventItem.tsx), and the image box and the empty places line are there from the first paint, so the
// element's mount moves nothing. The same rules choose the events (shared/contract/event-list.ts).
import type { ContentEvent } from '../../server/content/content';
import { narrowEvents, type ListCriteria } from '../../shared/contract/event-list';
import { formatDateRange, formatPricePerChild } from '../../shared/format';
import { attr, html, type SafeHtml } from '../lib/html';

const SIZES = '(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw';

function image(event: ContentEvent): SafeHtml {
  const sources = [...(event.image?.sources ?? [])].filter((s) => s.url).sort((a, b) => a.width - b.width);
  const src = sources.find((s) => s.width >= 750) ?? sources[sources.length - 1];
  if (!src) return html`<span class="event-list__image event-list__image--none" aria-hidden="true"></span>`;
  const srcset = sources.map((s) => `${s.url} ${s.width}w`).join(', ');
  return html`<img class="event-list__image" src="${src.url}" srcset="${srcset}" sizes="${SIZES}" width="600" height="400" alt="" loading="lazy" decoding="async">`;
}

/** One event as the element draws it while its places are not known: 'Inschrijven' open. */
export function eventListItem(event: ContentEvent): SafeHtml {
  const href = `/order/${encodeURIComponent(event.slug)}`;
  const facts = [formatDateRange(event.startDate, event.endDate), event.participantsAge, event.location].filter(Boolean).join(' · ');
  return html`<li class="event-list__item">
      ${image(event)}
      <div class="event-list__body">
        <h3 class="event-list__title"><a class="event-list__link" href="${href}">${event.title}</a></h3>
        <p class="event-list__facts">${facts}</p>
        <div class="event-list__meta"><p class="event-list__price">${formatPricePerChild(event.price)}</p><p class="event-list__places"></p></div>
        <a class="event-list__button event-list__button--open" href="${href}">Inschrijven</a>
      </div>
    </li>`;
}

/** The attributes an editor's example carries, as written on the element. */
export interface EventListAttributes extends Omit<ListCriteria, 'month'> {
  filters?: boolean;
}

/** The whole element with its content, for the catalogue's example and the guide: the events the attributes select now. */
export function eventListElement(events: readonly ContentEvent[], attributes: EventListAttributes = {}, now = Date.now()): string {
  const { filters, ...criteria } = attributes;
  const written = Object.entries({ ...criteria, filters: filters === undefined ? undefined : String(filters) })
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => attr(name, String(value)));
  const shown = narrowEvents(events, criteria, now);
  return html`<sport-event-list${written}>
  <ul class="event-list" aria-label="Evenementen">
    ${shown.map(eventListItem)}
  </ul>
</sport-event-list>`.value;
}
