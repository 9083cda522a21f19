import { http, postData, readData } from '../http';
import {
  GiftCardAnswerSchema,
  GiftCardBalanceSchema,
  GiftCardOrderSchema,
  type GiftCardAnswer,
  type GiftCardBalance,
  type GiftCardOrder,
  type GiftCardPayload,
} from '../contract/gift-card';

/** POST /api/gift-card (spec §7): starts the payment; the browser then goes to payment_url. No login. */
export const buyGiftCard = (payload: GiftCardPayload): Promise<GiftCardAnswer> => postData('gift-card', payload, GiftCardAnswerSchema);

/** GET /api/gift-card/{uuid}: how the payment of a gift-card order ended (the result pages). */
export const getGiftCardOrder = (uuid: string): Promise<GiftCardOrder> =>
  readData(http().get(`gift-card/${encodeURIComponent(uuid)}`), GiftCardOrderSchema);

/** POST /api/gift-card/balance: a code's balance and expiry (404 unknown, 429 too many wrong codes). */
export const getGiftCardBalance = (code: string): Promise<GiftCardBalance> =>
  postData('gift-card/balance', { code }, GiftCardBalanceSchema);
