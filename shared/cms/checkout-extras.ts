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

const QUERY = `query OrderExtras($slug: String!) {
  event(slug: $slug) { minAge maxAge }
  orderFlow { cancellationPolicy contact { email phone openingHours } }
}`;

const AnswerSchema = v.object({
  event: v.nullable(v.pick(CmsEventSchema, ['minAge', 'maxAge'])),
  orderFlow: v.pick(OrderFlowSchema, ['cancellationPolicy', 'contact']),
});

export async function fetchCheckoutExtras(slug: string): Promise<CheckoutExtras> {
  const data = await cmsQuery(QUERY, { slug }, AnswerSchema);
  return {
    minAge: data.event?.minAge ?? null,
    maxAge: data.event?.maxAge ?? null,
    cancellationPolicy: data.orderFlow.cancellationPolicy,
    contact: data.orderFlow.contact,
  };
}
