import * as v from 'valibot';
import { OrderFlowSchema, type ShopContact } from '../contract/cms';
import { cmsQuery } from './client';

// How to reach the shop (the order flow's `contact`), for where a parent needs a person: a ticket that can
// no longer be canceled online (docs/rules.md "Cancellation"). A newer CMS field: a CMS without it fails
// this query alone, and the caller shows nothing more.
const QUERY = `query ShopContact { orderFlow { contact { email phone openingHours } } }`;

export async function fetchShopContact(): Promise<ShopContact | null> {
  const data = await cmsQuery(QUERY, {}, v.object({ orderFlow: v.pick(OrderFlowSchema, ['contact']) }));
  return data.orderFlow.contact;
}
