// The parent's cart (spec §3 "Cart item", "Cart"; §4 "Cart"; §7 cart calls).
import * as v from 'valibot';
import { booleanField, moneyString, uuidField } from './fields';
import { AnswersSchema } from './questions';

/** spec §9: shirt sizes; 'none' is the placeholder 'Selecteer een maat'. */
export const SHIRT_SIZES = ['none', '152', 'S', 'M', 'L'] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];

export const MAX_CART_ITEMS = 50;

export const CartItemPayloadSchema = v.object({
  product_id: uuidField('Kies een evenement.'),
  profile_id: uuidField('Kies een kind.'),
  with_shirt: v.optional(booleanField('Kies of je een shirt wilt.'), false),
  shirt_size: v.optional(v.picklist(SHIRT_SIZES, 'Kies een shirtmaat: 152, S, M of L.'), 'none'),
});
export type CartItemPayload = v.InferInput<typeof CartItemPayloadSchema>;

const codeField = (message: string) => v.optional(v.nullable(v.pipe(v.string(message), v.trim(), v.maxLength(64, message))));

/**
 * POST /api/cart. Items upsert by product_id + profile_id. A code that is left out stays as it
 * is; null or '' removes it. The cart holds one event: items of another event replace the cart.
 */
export const AddToCartPayloadSchema = v.object({
  items: v.optional(
    v.pipe(
      v.array(CartItemPayloadSchema, 'Kies minstens één kind.'),
      v.maxLength(MAX_CART_ITEMS, `Je kunt maximaal ${MAX_CART_ITEMS} kinderen tegelijk inschrijven.`),
    ),
    [],
  ),
  coupon_code: codeField('Deze kortingscode bestaat niet. Controleer de code.'),
  giftcard_code: codeField('Deze cadeauboncode bestaat niet. Controleer de code.'),
});

export const CartItemSchema = v.object({
  /** the event's external id */
  product_id: v.string(),
  /** the child profile's uuid */
  profile_id: v.string(),
  with_shirt: v.boolean(),
  free_shirt: v.boolean(),
  shirt_size: v.picklist(SHIRT_SIZES),
  /** ticket price, money string */
  price: moneyString,
  /** '0.00' when the shirt is free or not chosen */
  shirt_price: moneyString,
  /** the answers to the event's questions by question id (addition to the contract; docs/rules.md "Questions per event") */
  answers: v.optional(AnswersSchema),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartMetaSchema = v.object({
  /** sum of tickets and shirts */
  base_amount: moneyString,
  /** what is left to pay */
  cart_amount: moneyString,
  /** base_amount − cart_amount (voucher plus gift card) */
  discount_amount: moneyString,
  coupon_code: v.nullable(v.string()),
  giftcard_code: v.nullable(v.string()),
  /** the voucher's part of the discount (addition to the contract) */
  coupon_amount: moneyString,
  /** the gift card's part of the discount (addition to the contract) */
  giftcard_amount: moneyString,
  /**
   * ISO 8601: until when the places of the children in the cart are held for this parent, or null
   * when none is held (addition to the contract; an API without it: no countdown).
   */
  hold_expires_at: v.optional(v.nullable(v.string())),
});
export type CartMeta = v.InferOutput<typeof CartMetaSchema>;

export const CartSchema = v.object({
  items: v.array(CartItemSchema),
  meta: CartMetaSchema,
});
export type Cart = v.InferOutput<typeof CartSchema>;
