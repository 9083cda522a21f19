import * as v from 'valibot';
import { CmsEventSchema, EventQuestionSchema } from '../contract/cms';
import { cmsQuery } from './client';

// spec §3 "User event entry … is then enriched from the CMS by external_id". The old product asked
// the CMS once per event; we ask for all of the dashboard's events in one query (contract
// `eventsByExternalIds`), so the dashboard needs one GraphQL request whatever the number of events.
const query = (more: string) => /* GraphQL */ `
  query EventsByExternalIds($ids: [String!]!) {
    eventsByExternalIds(ids: $ids) {${more}
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
// the questions per child (docs/rules.md "Questions per event"): a newer field, asked in the same request
const QUESTIONS = ' questions { id label type options required help }';
export const EVENTS_BY_EXTERNAL_IDS = query(QUESTIONS);

/** The fields of a CMS event the account dashboard shows (spec §2 "Dashboard details"); no questions from a CMS without them. */
export const DashboardEventSchema = v.object({
  ...v.pick(CmsEventSchema, [
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
  ]).entries,
  questions: v.optional(v.array(EventQuestionSchema)),
});
export type DashboardEvent = v.InferOutput<typeof DashboardEventSchema>;

const AnswerSchema = v.object({ eventsByExternalIds: v.array(DashboardEventSchema) });

/** The CMS events for these external ids, in one request; an empty list asks nothing. */
export async function fetchEventsByExternalIds(ids: readonly string[]): Promise<DashboardEvent[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  try {
    return (await cmsQuery(EVENTS_BY_EXTERNAL_IDS, { ids: unique }, AnswerSchema)).eventsByExternalIds;
  } catch (error) {
    // no CMS reachable: asking again changes nothing; a CMS that does not know the questions is asked without
    if (error instanceof TypeError) throw error;
    return (await cmsQuery(query(''), { ids: unique }, AnswerSchema)).eventsByExternalIds;
  }
}
