// Voucher codes (fixed amount off) and gift-card codes (a balance that pays part or all).
import type { DB } from '../db/database';

export interface VoucherRow {
  id: number;
  code: string;
  amount_cents: number;
  valid_until: number | null;
  max_uses: number | null;
  uses: number;
}

export interface GiftCardRow {
  id: number;
  uuid: string;
  code: string | null;
  amount_cents: number;
  balance_cents: number;
  status: 'pending' | 'active' | 'failed' | 'canceled' | 'expired';
  is_gift: number;
  buyer_first_name: string;
  buyer_last_name: string;
  buyer_email: string;
  recipient_first_name: string;
  recipient_last_name: string;
  recipient_email: string;
  expires_at: number | null;
}

/** Codes are typed by people: compare without case and surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export type CodeCheck<T> = { ok: true; row: T; available: number } | { ok: false; message: string };

export const VOUCHER_UNKNOWN = 'Deze kortingscode bestaat niet. Controleer de code.';
export const VOUCHER_EXPIRED = 'Deze kortingscode is verlopen. Gebruik een andere code.';
export const VOUCHER_USED_UP = 'Deze kortingscode is al zo vaak gebruikt als mogelijk is. Gebruik een andere code.';
export const GIFT_CARD_UNKNOWN = 'Deze cadeauboncode bestaat niet. Controleer de code.';
export const GIFT_CARD_EXPIRED = 'Deze cadeaubon is verlopen. Gebruik een andere cadeaubon.';
export const GIFT_CARD_EMPTY = 'Het tegoed van deze cadeaubon is op. Gebruik een andere cadeaubon.';

/**
 * Holds that do not count against a code: the order being paid itself, or a parent's own unpaid
 * ('open') orders, which their next checkout replaces (so the cart shows what checkout will give).
 */
export interface HoldExclusion {
  orderId?: number;
  openOrdersOfUser?: number;
}

/** Open/pending orders whose reservation has not run out hold their voucher use and gift-card amount. */
const HOLDING = `status IN ('open', 'pending') AND reserved_until > @now AND id != @orderId AND NOT (user_id = @userId AND status = 'open')`;

const holdParams = (now: number, except: HoldExclusion) => ({ now, orderId: except.orderId ?? 0, userId: except.openOrdersOfUser ?? 0 });

/**
 * A voucher with max_uses counts its uses when an order is paid; until then open orders hold a
 * use, so two orders at the same time cannot both take the last one.
 */
export function checkVoucher(db: DB, code: string, now: number, except: HoldExclusion = {}): CodeCheck<VoucherRow> {
  const row = db.prepare('SELECT * FROM vouchers WHERE code = ?').get(normalizeCode(code)) as VoucherRow | undefined;
  if (!row) return { ok: false, message: VOUCHER_UNKNOWN };
  if (row.valid_until !== null && row.valid_until < now) return { ok: false, message: VOUCHER_EXPIRED };
  if (voucherUsesLeft(db, row, now, except) <= 0) return { ok: false, message: VOUCHER_USED_UP };
  return { ok: true, row, available: row.amount_cents };
}

/** An issued (paid) gift card by its code, typed any way; undefined when no such card exists. */
export function findActiveGiftCard(db: DB, code: string): GiftCardRow | undefined {
  return db.prepare("SELECT * FROM gift_cards WHERE code = ? AND status = 'active'").get(normalizeCode(code)) as GiftCardRow | undefined;
}

/**
 * The balance goes down when an order is paid (not at checkout), so what open orders have set
 * aside is subtracted here: two open orders can never spend the same euro twice.
 */
export function checkGiftCard(db: DB, code: string, now: number, except: HoldExclusion = {}): CodeCheck<GiftCardRow> {
  const row = findActiveGiftCard(db, code);
  if (!row) return { ok: false, message: GIFT_CARD_UNKNOWN };
  if (row.expires_at !== null && row.expires_at < now) return { ok: false, message: GIFT_CARD_EXPIRED };
  const available = giftCardAvailable(db, row, now, except);
  if (available <= 0) return { ok: false, message: GIFT_CARD_EMPTY };
  return { ok: true, row, available };
}

/** Balance minus what other open orders have set aside, never below 0. */
export function giftCardAvailable(db: DB, card: Pick<GiftCardRow, 'id' | 'balance_cents'>, now: number, except: HoldExclusion = {}): number {
  const held = db
    .prepare(`SELECT COALESCE(SUM(giftcard_cents), 0) FROM orders WHERE gift_card_id = @id AND ${HOLDING}`)
    .pluck()
    .get({ id: card.id, ...holdParams(now, except) }) as number;
  return Math.max(0, card.balance_cents - held);
}

/** Uses a voucher has left counting other open orders' holds; Infinity without max_uses. */
export function voucherUsesLeft(db: DB, voucher: Pick<VoucherRow, 'id' | 'uses' | 'max_uses'>, now: number, except: HoldExclusion = {}): number {
  if (voucher.max_uses === null) return Infinity;
  const held = db.prepare(`SELECT COUNT(*) FROM orders WHERE voucher_id = @id AND ${HOLDING}`).pluck().get({ id: voucher.id, ...holdParams(now, except) }) as number;
  return voucher.max_uses - voucher.uses - held;
}
