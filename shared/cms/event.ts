import { cmsQuery } from './client';

// spec §3 "Event" (from the CMS). The order flow looks an event up by slug (spec §7 getEvent) and,
// on the failed page, by the external id an order carries.
export interface CmsEvent {
  id: string;
  external_id: string;
  title: string;
  subtitle: string | null;
  slug: string;
  url: string | null;
  startDate: string;
  endDate: string | null;
  location: string | null;
  participantsAge: string | null;
  price: number;
  free_shirt: boolean;
  initial_stock: number;
  shirtTitle: string | null;
  shirtPrice: number;
  shirtImage: { url: string }[] | null;
  /** ISO timestamp, or null while the event has not finished */
  eventFinished: string | null;
  ended: boolean;
}

const EVENT_FIELDS = `
  id external_id title subtitle slug url startDate endDate location participantsAge
  price free_shirt initial_stock shirtTitle shirtPrice shirtImage { url } eventFinished ended
`;

const EVENT_BY_SLUG = `query OrderEvent($slug: String!) { event(slug: $slug) { ${EVENT_FIELDS} } }`;
const EVENTS_BY_EXTERNAL_IDS = `query OrderEventsByExternalIds($ids: [String!]!) { eventsByExternalIds(ids: $ids) { ${EVENT_FIELDS} } }`;

/** The event with this slug, or null when the CMS knows none. */
export async function fetchEventBySlug(slug: string): Promise<CmsEvent | null> {
  const data = await cmsQuery<{ event: CmsEvent | null }>(EVENT_BY_SLUG, { slug });
  return data.event ?? null;
}

/** The event with this external id (the shop API's event uuid), or null. */
export async function fetchEventByExternalId(externalId: string): Promise<CmsEvent | null> {
  const data = await cmsQuery<{ eventsByExternalIds: CmsEvent[] }>(EVENTS_BY_EXTERNAL_IDS, { ids: [externalId] });
  return data.eventsByExternalIds.find((event) => event.external_id === externalId) ?? null;
}

/** spec §4 "Event availability": ended, or its finish time has passed. */
export function isEventFinished(event: Pick<CmsEvent, 'ended' | 'eventFinished'>, now = Date.now()): boolean {
  if (event.ended) return true;
  if (!event.eventFinished) return false;
  const finished = Date.parse(event.eventFinished);
  return Number.isFinite(finished) && finished <= now;
}
