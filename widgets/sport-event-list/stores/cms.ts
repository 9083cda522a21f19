import * as v from 'valibot';
import { CmsEventSchema } from '../../../shared/contract/cms';
import { cmsQuery } from '../../../shared/cms/client';

// The CMS's events for the list (spec §3 "Event"). `sport`, `minAge` and `maxAge` are newer fields
// (docs/architecture.md "New API fields are optional"): a CMS that refuses them is asked once more
// without them, and the list then has no sport or age filter.
const FIELDS = 'external_id slug title status startDate endDate ended location participantsAge price image { alt sources { width url } }';
const NEWER = 'sport minAge maxAge';
const query = (fields: string) => `query EventList { events { ${fields} } }`;

const ListEventSchema = v.object({
  ...v.pick(CmsEventSchema, [
    'external_id',
    'slug',
    'title',
    'status',
    'startDate',
    'endDate',
    'ended',
    'location',
    'participantsAge',
    'price',
  ]).entries,
  image: v.optional(CmsEventSchema.entries.image, null),
  sport: v.optional(CmsEventSchema.entries.sport, null),
  minAge: v.optional(CmsEventSchema.entries.minAge, null),
  maxAge: v.optional(CmsEventSchema.entries.maxAge, null),
});
export type ListEvent = v.InferOutput<typeof ListEventSchema>;

const AnswerSchema = v.object({ events: v.array(ListEventSchema) });

export async function fetchListEvents(): Promise<ListEvent[]> {
  try {
    return (await cmsQuery(query(`${FIELDS} ${NEWER}`), {}, AnswerSchema)).events;
  } catch (error) {
    if (error instanceof TypeError) throw error; // no CMS reachable: asking again changes nothing
    return (await cmsQuery(query(FIELDS), {}, AnswerSchema)).events;
  }
}
