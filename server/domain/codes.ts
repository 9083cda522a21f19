// Voucher codes (fixed amount off) and gift-card codes (a balance that pays part or all).
import type { DB } from '../db/database';
import {
  findActiveGiftCard as findActiveGiftCardRow,
  findVoucherByCode,
  heldGiftCardCents,
  heldVoucherUses,
  voucherUsesOfUser,
  type GiftCardRow,
  type HoldExclusion,
  type VoucherRow,
} from '../db/codes';
import { texts } from '../texts';

/** Codes are typed by people: compare without case and surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * The form codes are compared in: upper case, without spaces and dashes of any kind, so 'kado demo
 * 2026', 'KADODEMO2026' and ' kado-demo-2026 ' all find KADO-DEMO-2026 (and 'welkom 10' WELKOM10).
 */
export const canonicalCode = (code: string): string => code.toUpperCase().replace(/[\s\u00AD\u2010-\u2015\u2212-]+/g, '');

export type CodeCheck<T> = { ok: true; row: T; available: number } | { ok: false; message: string };

/**
 * A voucher's limits: max_uses in total and max_uses_per_user per parent (with `userId`). Both count
 * the same orders: a paid order has used the code; an open or pending order whose reservation still
 * runs holds a use (so two orders at the same time cannot both take the last one, and a parent cannot
 * use a once-only code twice by paying two orders side by side); a canceled, expired, failed or
 * refunded order gives its use back. `except` leaves out the parent's own unpaid order that their
 * next checkout replaces, or the order being paid.
 */
export function checkVoucher(db: DB, code: string, now: number, except: HoldExclusion = {}, userId?: number): CodeCheck<VoucherRow> {
  const row = findVoucherByCode(db, canonicalCode(code));
  if (!row) return { ok: false, message: texts.voucherUnknown };
  if (row.valid_until !== null && row.valid_until < now) return { ok: false, message: texts.voucherExpired };
  if (voucherUsesLeft(db, row, now, except) <= 0) return { ok: false, message: texts.voucherUsedUp };
  if (userId !== undefined && row.max_uses_per_user !== null && usesLeftFor(db, row, userId, now, except) <= 0) {
    return { ok: false, message: texts.voucherUsedByYou(row.max_uses_per_user) };
  }
  return { ok: true, row, available: row.amount_cents };
}

/** Uses this parent has left of the voucher; Infinity without max_uses_per_user. */
function usesLeftFor(
  db: DB,
  voucher: Pick<VoucherRow, 'id' | 'max_uses_per_user'>,
  userId: number,
  now: number,
  except: HoldExclusion,
): number {
  if (voucher.max_uses_per_user === null) return Infinity;
  return voucher.max_uses_per_user - voucherUsesOfUser(db, voucher.id, userId, now, except);
}

/** An issued (paid) gift card by its code, typed any way; undefined when no such card exists. */
export const findActiveGiftCard = (db: DB, code: string): GiftCardRow | undefined => findActiveGiftCardRow(db, canonicalCode(code));

/**
 * The balance goes down when an order is paid (not at checkout), so what open orders have set
 * aside is subtracted here: two open orders can never spend the same euro twice.
 */
export function checkGiftCard(db: DB, code: string, now: number, except: HoldExclusion = {}): CodeCheck<GiftCardRow> {
  const row = findActiveGiftCard(db, code);
  if (!row) return { ok: false, message: texts.giftCardUnknown };
  if (row.expires_at !== null && row.expires_at < now) return { ok: false, message: texts.giftCardExpired };
  const available = giftCardAvailable(db, row, now, except);
  if (available <= 0) return { ok: false, message: texts.giftCardEmpty };
  return { ok: true, row, available };
}

/** Balance minus what other open orders have set aside, never below 0. */
export function giftCardAvailable(
  db: DB,
  card: Pick<GiftCardRow, 'id' | 'balance_cents'>,
  now: number,
  except: HoldExclusion = {},
): number {
  return Math.max(0, card.balance_cents - heldGiftCardCents(db, card.id, now, except));
}

/**
 * Uses a voucher has left counting other open orders' holds; Infinity without max_uses. With
 * `userId`, also the parent's own limit: the lower of the two.
 */
export function voucherUsesLeft(
  db: DB,
  voucher: Pick<VoucherRow, 'id' | 'uses' | 'max_uses' | 'max_uses_per_user'>,
  now: number,
  except: HoldExclusion = {},
  userId?: number,
): number {
  const own = userId === undefined ? Infinity : usesLeftFor(db, voucher, userId, now, except);
  if (voucher.max_uses === null) return own;
  return Math.min(own, voucher.max_uses - voucher.uses - heldVoucherUses(db, voucher.id, now, except));
}
