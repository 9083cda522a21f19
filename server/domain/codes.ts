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

export function checkVoucher(db: DB, code: string, now: number): CodeCheck<VoucherRow> {
  const row = db.prepare('SELECT * FROM vouchers WHERE code = ?').get(normalizeCode(code)) as VoucherRow | undefined;
  if (!row) return { ok: false, message: VOUCHER_UNKNOWN };
  if (row.valid_until !== null && row.valid_until < now) return { ok: false, message: VOUCHER_EXPIRED };
  if (row.max_uses !== null && row.uses >= row.max_uses) return { ok: false, message: VOUCHER_USED_UP };
  return { ok: true, row, available: row.amount_cents };
}

/**
 * The balance goes down when an order is paid (not at checkout), so what open orders have set
 * aside is subtracted here: two open orders can never spend the same euro twice.
 */
export function checkGiftCard(db: DB, code: string, now: number, exceptOrderId = 0): CodeCheck<GiftCardRow> {
  const row = db.prepare("SELECT * FROM gift_cards WHERE code = ? AND status = 'active'").get(normalizeCode(code)) as GiftCardRow | undefined;
  if (!row) return { ok: false, message: GIFT_CARD_UNKNOWN };
  if (row.expires_at !== null && row.expires_at < now) return { ok: false, message: GIFT_CARD_EXPIRED };
  const held = db
    .prepare(
      `SELECT COALESCE(SUM(giftcard_cents), 0) FROM orders
       WHERE gift_card_id = ? AND id != ? AND status IN ('open', 'pending') AND reserved_until > ?`,
    )
    .pluck()
    .get(row.id, exceptOrderId, now) as number;
  const available = Math.max(0, row.balance_cents - held);
  if (available <= 0) return { ok: false, message: GIFT_CARD_EMPTY };
  return { ok: true, row, available };
}
