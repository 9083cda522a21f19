// Checkout and orders (spec §7 POST /api/cart/checkout; contract GET /api/orders/{uuid}).
import * as v from 'valibot';
import { RefundSchema } from './cancellation';
import { CartItemSchema } from './cart';
import { moneyString } from './fields';
import { ProfileSchema } from './profile';

// refund_needed: the payment arrived after the order's places, voucher or gift-card balance were gone
// (canceled or expired meanwhile); the order holds nothing and the money goes back (server/API.md).
// partially_refunded / refunded: some or all of what was paid went back (docs/rules.md "Cancellation").
export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refund_needed',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CheckoutAnswerSchema = v.object({
  /** where the browser goes next: the payment page, or the success page when nothing is left to pay */
  payment_url: v.string(),
  /** the order's uuid */
  order: v.string(),
});
export type CheckoutAnswer = v.InferOutput<typeof CheckoutAnswerSchema>;

/** A bought ticket: the cart item's shirt and prices, with the child's profile instead of its uuid. */
export const OrderItemSchema = v.object({
  profile: ProfileSchema,
  /** the child's ticket (to cancel it; optional: only once the order is paid) */
  ticket: v.optional(v.string()),
  /** the child was canceled (optional: an API without canceling never says so) */
  canceled: v.optional(v.boolean()),
  ...v.pick(CartItemSchema, ['with_shirt', 'shirt_size', 'price', 'shirt_price']).entries,
});

/** The short order number parents see on the success page and in their mails. */
export const ORDER_NUMBER_PATTERN = /^SV-\d{4,7}$/;

export const OrderSchema = v.object({
  uuid: v.string(),
  /** 'SV-4821': short and human, unique; the operator finds the order by it (server/API.md) */
  number: v.pipe(v.string(), v.regex(ORDER_NUMBER_PATTERN)),
  status: v.picklist(ORDER_STATUSES),
  /** the event's external id */
  event_uuid: v.string(),
  items: v.array(OrderItemSchema),
  base_amount: moneyString,
  discount_amount: moneyString,
  total_amount: moneyString,
  /** what is left on the gift card that paid part of the order, after this order (optional: only when a gift card paid) */
  giftcard_balance: v.optional(moneyString),
  /** when the order was placed, ISO 8601 (optional: the orders list on the dashboard shows it) */
  created_at: v.optional(v.string()),
  /** the event's title as the shop knows it (optional: the orders list names what was bought without a CMS call) */
  event_title: v.optional(v.string()),
  /** what the gift card paid of this order, '0.00' without one (optional: an API without it shows the old receipt) */
  giftcard_amount: v.optional(moneyString),
  /** what went back, each with where and its status (optional: an API without refunds) */
  refunds: v.optional(v.array(RefundSchema)),
  refunded_amount: v.optional(moneyString),
});
export type Order = v.InferOutput<typeof OrderSchema>;
