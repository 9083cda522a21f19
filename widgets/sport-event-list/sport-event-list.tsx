import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { narrowEvents, type ListCriteria } from '../../shared/contract/event-list';
import { useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { $listEvents, $listPlaces } from './stores/list';
import { filterChoices, NO_FILTERS, placeOf, readFilters, withFilters, type VisitorFilters } from './list-rules';
import { EventItem } from './components/EventItem';
import { Filters } from './components/Filters';
import { nl } from './nl';
import { warnEditor } from '../../shared/attributes';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A from/until that is not a day ('juli') narrows nothing and tells the editor once. */
function day(host: HTMLElement | undefined, name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (DAY.test(value)) return value;
  if (host)
    warnEditor(
      host,
      name,
      `de waarde "${value}" is geen datum; schrijf bijvoorbeeld ${name}="2027-07-01". Het element toont de evenementen zonder deze grens.`,
    );
  return null;
}

export interface SportEventListProps {
  sport?: string;
  age?: number;
  from?: string;
  until?: string;
  location?: string;
  limit?: number;
  filters?: boolean;
  /** The custom element itself (r2wc passes it): its server-rendered list stays until the CMS answers. */
  container?: HTMLElement;
}

/**
 * The order links of the server's list by slug, with the shop's address as the catalogue wrote it.
 * When the places cannot be loaded the API address may be wrong, and the shop's pages are derived
 * from it: then these links are kept, so 'Inschrijven' keeps working
 * (docs/rules.md "Never sold out on an unknown"). With the API answering, the element's own address
 * counts (a club that serves the order pages itself, README "Embed the widgets on your site").
 */
function serverLinks(host: HTMLElement | undefined): ReadonlyMap<string, string> {
  const links = new Map<string, string>();
  for (const a of host?.querySelectorAll<HTMLAnchorElement>('a.event-list__button[href]') ?? []) {
    const slug = /\/order\/([^/?#]+)$/.exec(a.getAttribute('href') ?? '')?.[1];
    if (slug) links.set(decodeURIComponent(slug), a.getAttribute('href')!);
  }
  return links;
}

/** The server's list, the very nodes, while the CMS has not answered, and for good when it cannot. */
function ServerList({ host }: { host: HTMLElement }) {
  const nodes = useServerContent(host);
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  useRestore(nodes, target);
  return <div className="sport-event-list__server" ref={setTarget} />;
}

/**
 * <sport-event-list> (docs/rules.md "Event list"): the CMS's upcoming events narrowed by the editor's
 * attributes and, with filters="true", by the visitor's filters kept in the address; the places of all
 * events from one request.
 */
export function SportEventList({ sport, age, from, until, location: place, limit, filters = false, container }: SportEventListProps) {
  const [links] = useState(() => serverLinks(container));
  const events = useStore($listEvents());
  const places = useStore($listPlaces());
  const [visitor, setVisitor] = useState<VisitorFilters>(() => (filters ? readFilters(window.location.search) : NO_FILTERS));
  const editor: ListCriteria = { sport, age, from: day(container, 'from', from), until: day(container, 'until', until), location: place };
  const now = Date.now();
  const loaded = events.status === 'loaded' ? events.events : null;
  // the filters offer what the editor's list holds, so a choice never leads outside it
  const base = useMemo(() => (loaded ? narrowEvents(loaded, editor, now) : []), [loaded, sport, age, from, until, place]); // eslint-disable-line react-hooks/exhaustive-deps
  const choices = useMemo(() => filterChoices(base), [base]);

  if (!loaded) return container ? <ServerList host={container} /> : null;

  const shown = narrowEvents(base, { sport: visitor.sport, age: visitor.age, month: visitor.month, limit: limit ?? null }, now);
  const change = (next: VisitorFilters) => {
    setVisitor(next);
    // replaceState: the address follows the filters without a history entry per choice
    window.history.replaceState(window.history.state, '', withFilters(window.location.href, next));
  };
  const filtered = visitor.age !== null || visitor.month !== null || visitor.sport !== null;

  return (
    <div className="sport-event-list">
      {filters ? <Filters value={visitor} choices={choices} count={shown.length} onChange={change} /> : null}
      {shown.length > 0 ? (
        <ul className="event-list" aria-label={nl.listLabel}>
          {shown.map((event) => (
            <EventItem
              key={event.external_id}
              event={event}
              place={placeOf(places, event.external_id)}
              href={places.status === 'failed' ? links.get(event.slug ?? '') : undefined}
            />
          ))}
        </ul>
      ) : (
        <div className="sport-event-list__empty">
          <p>{filtered ? nl.empty : nl.emptyAtAll}</p>
          {filtered ? (
            <button type="button" className="sport-event-list__all" onClick={() => change(NO_FILTERS)}>
              {nl.all}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
