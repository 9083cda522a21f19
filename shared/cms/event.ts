import * as v from 'valibot';
import { CmsEventSchema, HeaderImageSchema } from '../contract/cms';
import { cmsQuery } from './client';

// spec §3 "Event" (from the CMS). The order flow looks an event up by slug (spec §7 getEvent) and,
// on the failed page, by the external id an order carries.
const FIELDS = [
  'id',
  'external_id',
  'title',
  'subtitle',
  'slug',
  'url',
  'startDate',
  'endDate',
  'location',
  'participantsAge',
  'price',
  'free_shirt',
  'initial_stock',
  'shirtTitle',
  'shirtPrice',
  'shirtImage',
  'eventFinished',
  'ended',
  // the order header shows the event's own image, not the flow's (spec §2 "Order step 1–3" header)
  'image',
] as const;
// an event without an image (an older CMS entry) still opens its order: the flow's header shows instead
const OrderEventFields = v.object({ ...v.pick(CmsEventSchema, FIELDS).entries, image: v.optional(v.nullable(HeaderImageSchema), null) });
type OrderEventFields = v.InferOutput<typeof OrderEventFields>;

const SUBFIELDS: Partial<Record<(typeof FIELDS)[number], string>> = {
  shirtImage: 'shirtImage { url }',
  image: 'image { alt sources { width url } }',
};
const EVENT_FIELDS = FIELDS.map((field) => SUBFIELDS[field] ?? field).join(' ');
const EVENT_BY_SLUG = `query OrderEvent($slug: String!) { event(slug: $slug) { ${EVENT_FIELDS} } }`;
const EVENTS_BY_EXTERNAL_IDS = `query OrderEventsByExternalIds($ids: [String!]!) { eventsByExternalIds(ids: $ids) { ${EVENT_FIELDS} } }`;

/**
 * A CMS event as the order pages use it: it has a slug (its order address), and a missing title or start
 * date shows as nothing instead of refusing the order.
 */
export type CmsEvent = Omit<OrderEventFields, 'slug' | 'title' | 'startDate'> & { slug: string; title: string; startDate: string };

function toOrderEvent(event: OrderEventFields | null | undefined): CmsEvent | null {
  if (!event?.slug) return null;
  return { ...event, slug: event.slug, title: event.title ?? '', startDate: event.startDate ?? '' };
}

/** The event with this slug, or null when the CMS knows none. */
export async function fetchEventBySlug(slug: string): Promise<CmsEvent | null> {
  const data = await cmsQuery(EVENT_BY_SLUG, { slug }, v.object({ event: v.nullable(OrderEventFields) }));
  return toOrderEvent(data.event);
}

/** The event with this external id (the shop API's event uuid), or null. */
export async function fetchEventByExternalId(externalId: string): Promise<CmsEvent | null> {
  const data = await cmsQuery(EVENTS_BY_EXTERNAL_IDS, { ids: [externalId] }, v.object({ eventsByExternalIds: v.array(OrderEventFields) }));
  return toOrderEvent(data.eventsByExternalIds.find((event) => event.external_id === externalId));
}
