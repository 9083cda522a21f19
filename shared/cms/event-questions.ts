import * as v from 'valibot';
import { EventQuestionSchema } from '../contract/cms';
import { toEventQuestion, type EventQuestion } from '../contract/questions';
import { cmsQuery } from './client';

// The questions an event asks per child (docs/rules.md "Questions per event"). A newer CMS field, so it
// has a query of its own: a CMS that does not know it fails this query alone, and the order stays as it
// was (no questions step). The dashboard asks them with its events (shared/cms/events-by-ids.ts).

const FIELDS = 'external_id questions { id label type options required help }';
const BY_SLUG = `query EventQuestions($slug: String!) { event(slug: $slug) { ${FIELDS} } }`;

const EventWithQuestions = v.object({ external_id: v.string(), questions: v.array(EventQuestionSchema) });

/** The questions of the event with this slug, in order; [] for none or an unknown event. */
export async function fetchQuestionsBySlug(slug: string): Promise<EventQuestion[]> {
  const data = await cmsQuery(BY_SLUG, { slug }, v.object({ event: v.nullable(EventWithQuestions) }));
  return (data.event?.questions ?? []).map(toEventQuestion);
}
