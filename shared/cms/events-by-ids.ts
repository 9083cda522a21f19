import * as v from 'valibot';
import { CmsEventSchema } from '../contract/cms';
import { cmsQuery } from './client';

// spec §3 "User event entry … is then enriched from the CMS by external_id". The old product asked
// the CMS once per event; we ask for all of the dashboard's events in one query (contract
// `eventsByExternalIds`), so the dashboard needs one GraphQL request whatever the number of events.
export const EVENTS_BY_EXTERNAL_IDS = /* GraphQL */ `
  query EventsByExternalIds($ids: [String!]!) {
    eventsByExternalIds(ids: $ids) {
      id
      external_id
      title
      subtitle
      slug
      startDate
      endDate
      location
      eventFinished
      photoAndVideoEnvironment
    }
  }
`;

/** The fields of a CMS event the account dashboard shows (spec §2 "Dashboard details"). */
export const DashboardEventSchema = v.pick(CmsEventSchema, [
  'id',
  'external_id',
  'title',
  'subtitle',
  'slug',
  'startDate',
  'endDate',
  'location',
  'eventFinished',
  'photoAndVideoEnvironment',
]);
export type DashboardEvent = v.InferOutput<typeof DashboardEventSchema>;

const AnswerSchema = v.object({ eventsByExternalIds: v.array(DashboardEventSchema) });

/** The CMS events for these external ids, in one request; an empty list asks nothing. */
export async function fetchEventsByExternalIds(ids: readonly string[]): Promise<DashboardEvent[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const data = await cmsQuery(EVENTS_BY_EXTERNAL_IDS, { ids: unique }, AnswerSchema);
  return data.eventsByExternalIds;
}
