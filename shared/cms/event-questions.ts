import * as v from 'valibot';
import { EventQuestionSchema } from '../contract/cms';
import { toEventQuestion, type EventQuestion } from '../contract/questions';
import { cmsQuery } from './client';

// The questions an event asks per child (docs/rules.md "Questions per event"). A newer CMS field, so it
// has a query of its own: a CMS that does not know it fails this query alone, and the order and the
// dashboard stay as they were (no questions step, no answers).

const FIELDS = 'external_id questions { id label type options required help }';
const BY_SLUG = `query EventQuestions($slug: String!) { event(slug: $slug) { ${FIELDS} } }`;
const BY_IDS = `query EventQuestionsByIds($ids: [String!]!) { eventsByExternalIds(ids: $ids) { ${FIELDS} } }`;

const EventWithQuestions = v.object({ external_id: v.string(), questions: v.array(EventQuestionSchema) });

/** The questions of the event with this slug, in order; [] for none or an unknown event. */
export async function fetchQuestionsBySlug(slug: string): Promise<EventQuestion[]> {
  const data = await cmsQuery(BY_SLUG, { slug }, v.object({ event: v.nullable(EventWithQuestions) }));
  return (data.event?.questions ?? []).map(toEventQuestion);
}

/** The questions per event external id, for these events in one request; an event without any is left out. */
export async function fetchQuestionsByExternalIds(ids: readonly string[]): Promise<Record<string, EventQuestion[]>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return {};
  const data = await cmsQuery(BY_IDS, { ids: unique }, v.object({ eventsByExternalIds: v.array(EventWithQuestions) }));
  return Object.fromEntries(
    data.eventsByExternalIds.filter((e) => e.questions.length > 0).map((e) => [e.external_id, e.questions.map(toEventQuestion)]),
  );
}
