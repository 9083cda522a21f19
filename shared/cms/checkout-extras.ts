import * as v from 'valibot';
import { CmsEventSchema, OrderFlowSchema, type ShopContact } from '../contract/cms';
import { cmsQuery } from './client';

// What the order steps show to make paying feel safe and to warn about age (docs/rules.md §2 "Order
// step 3", §4 "Age range"): the event's age range, the cancellation rule and the shop's contact. Newer
// CMS fields, so they have a query of their own: a CMS that does not know them fails this query alone,
// and the order pages stay as they were.

export interface CheckoutExtras {
  minAge: number | null;
  maxAge: number | null;
  cancellationPolicy: string | null;
  contact: ShopContact | null;
}

export const EMPTY_CHECKOUT_EXTRAS: CheckoutExtras = { minAge: null, maxAge: null, cancellationPolicy: null, contact: null };

const query = (eventFields: string) => `query OrderExtras($slug: String!) {
  event(slug: $slug) { ${eventFields} }
  orderFlow { cancellationPolicy contact { email phone openingHours } }
}`;

const AnswerSchema = v.object({
  event: v.nullable(
    v.object({
      ...v.pick(CmsEventSchema, ['minAge', 'maxAge']).entries,
      cancellationPolicy: v.optional(CmsEventSchema.entries.cancellationPolicy, null),
    }),
  ),
  orderFlow: v.pick(OrderFlowSchema, ['cancellationPolicy', 'contact']),
});

/**
 * The event's own rule wins over the order flow's (docs/rules.md "Cancellation"). An event's
 * `cancellationPolicy` is newer than the rest: a CMS that refuses it is asked once more without it.
 */
export async function fetchCheckoutExtras(slug: string): Promise<CheckoutExtras> {
  let data: v.InferOutput<typeof AnswerSchema>;
  try {
    data = await cmsQuery(query('minAge maxAge cancellationPolicy'), { slug }, AnswerSchema);
  } catch (error) {
    if (error instanceof TypeError) throw error; // no CMS reachable: asking again changes nothing
    data = await cmsQuery(query('minAge maxAge'), { slug }, AnswerSchema);
  }
  return {
    minAge: data.event?.minAge ?? null,
    maxAge: data.event?.maxAge ?? null,
    cancellationPolicy: data.event?.cancellationPolicy || data.orderFlow.cancellationPolicy,
    contact: data.orderFlow.contact,
  };
}
