// vouchers and gift_cards: the codes a parent types in the cart, and what open orders hold of them.
import type { DB } from './database';

export interface VoucherRow {
  id: number;
  code: string;
  amount_cents: number;
  valid_until: number | null;
  max_uses: number | null;
  /** uses per parent; null: no limit */
  max_uses_per_user: number | null;
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
  message: string;
  /** 'CB-4821': the receipt's number for people; null only for a card made outside the shop (the seed) */
  number: string | null;
}

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
 * A stored code in its canonical form, in SQL: upper case, without spaces or dashes. The domain passes
 * the typed code in the same form (domain/codes.ts canonicalCode), so 'kado demo 2026' finds
 * KADO-DEMO-2026. The tables are small; an expression index can follow when they are not.
 */
const CANONICAL = (column: string) => `REPLACE(REPLACE(UPPER(${column}), '-', ''), ' ', '')`;

// --- vouchers

/** By the code's canonical form (upper case, no spaces or dashes). */
export const findVoucherByCode = (db: DB, canonical: string) =>
  db.prepare(`SELECT * FROM vouchers WHERE ${CANONICAL('code')} = ? ORDER BY id LIMIT 1`).get(canonical) as VoucherRow | undefined;

export const findVoucherById = (db: DB, id: number) => db.prepare('SELECT * FROM vouchers WHERE id = ?').get(id) as VoucherRow | undefined;

/** Uses of the voucher that other open orders hold. */
export const heldVoucherUses = (db: DB, voucherId: number, now: number, except: HoldExclusion) =>
  db
    .prepare(`SELECT COUNT(*) FROM orders WHERE voucher_id = @id AND ${HOLDING}`)
    .pluck()
    .get({ id: voucherId, ...holdParams(now, except) }) as number;

/** This parent's paid orders with the voucher, and their open ones that hold it (HOLDING, the same exclusions). */
export const voucherUsesOfUser = (db: DB, voucherId: number, userId: number, now: number, except: HoldExclusion) =>
  db
    .prepare(`SELECT COUNT(*) FROM orders WHERE voucher_id = @id AND user_id = @owner AND (status = 'paid' OR (${HOLDING}))`)
    .pluck()
    .get({ id: voucherId, owner: userId, ...holdParams(now, except) }) as number;

export function countVoucherUse(db: DB, voucherId: number): void {
  db.prepare('UPDATE vouchers SET uses = uses + 1 WHERE id = ?').run(voucherId);
}

// --- gift cards

/** An issued (paid) card by its code's canonical form (upper case, no spaces or dashes); undefined when none. */
export const findActiveGiftCard = (db: DB, canonical: string) =>
  db.prepare(`SELECT * FROM gift_cards WHERE ${CANONICAL('code')} = ? AND status = 'active' ORDER BY id LIMIT 1`).get(canonical) as
    GiftCardRow | undefined;

export const findGiftCardById = (db: DB, id: number) =>
  db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(id) as GiftCardRow | undefined;

export const findGiftCardByUuid = (db: DB, uuid: string) =>
  db.prepare('SELECT * FROM gift_cards WHERE uuid = ?').get(uuid) as GiftCardRow | undefined;

export const giftCardCodeTaken = (db: DB, code: string): boolean =>
  db.prepare('SELECT 1 FROM gift_cards WHERE code = ?').get(code) !== undefined;

export const giftCardNumberTaken = (db: DB, number: string): boolean =>
  db.prepare('SELECT 1 FROM gift_cards WHERE number = ?').get(number) !== undefined;

/** Cents of the card's balance that other open orders have set aside. */
export const heldGiftCardCents = (db: DB, cardId: number, now: number, except: HoldExclusion) =>
  db
    .prepare(`SELECT COALESCE(SUM(giftcard_cents), 0) FROM orders WHERE gift_card_id = @id AND ${HOLDING}`)
    .pluck()
    .get({ id: cardId, ...holdParams(now, except) }) as number;

/** The newest pending card of this purchase, made since `since`, whose payment is still open, with its payment page. */
export const findOpenPurchase = (db: DB, purchaseKey: string, since: number) =>
  db
    .prepare(
      `SELECT g.uuid, p.checkout_url FROM gift_cards g JOIN payments p ON p.gift_card_id = g.id
       WHERE g.purchase_key = ? AND g.status = 'pending' AND p.status = 'open' AND p.checkout_url IS NOT NULL AND g.created_at > ?
       ORDER BY g.id DESC LIMIT 1`,
    )
    .get(purchaseKey, since) as { uuid: string; checkout_url: string } | undefined;

export interface NewGiftCard {
  uuid: string;
  amount_cents: number;
  is_gift: boolean;
  buyer: { first: string; last: string; email: string };
  recipient: { first: string; last: string; email: string };
  message: string;
  purchase_key: string;
  number: string;
}

/** A pending card without code or balance; its id. */
export function insertPendingGiftCard(db: DB, card: NewGiftCard, now: number): number {
  const result = db
    .prepare(
      `INSERT INTO gift_cards (uuid, amount_cents, balance_cents, status, is_gift, buyer_first_name, buyer_last_name, buyer_email,
         recipient_first_name, recipient_last_name, recipient_email, message, purchase_key, number, created_at, updated_at)
       VALUES (?, ?, 0, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      card.uuid,
      card.amount_cents,
      card.is_gift ? 1 : 0,
      card.buyer.first,
      card.buyer.last,
      card.buyer.email,
      card.recipient.first,
      card.recipient.last,
      card.recipient.email,
      card.message,
      card.purchase_key,
      card.number,
      now,
      now,
    );
  return Number(result.lastInsertRowid);
}

/** Paid: the card gets its code and its amount as balance. */
export function activateGiftCard(db: DB, id: number, code: string, expiresAt: number, now: number): void {
  db.prepare(
    "UPDATE gift_cards SET status = 'active', code = ?, balance_cents = amount_cents, expires_at = ?, paid_at = ?, updated_at = ? WHERE id = ?",
  ).run(code, expiresAt, now, now, id);
}

export function setGiftCardStatus(db: DB, id: number, status: GiftCardRow['status'], now: number): void {
  db.prepare('UPDATE gift_cards SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
}

/** Takes `cents` off the balance unless that would go below 0; whether it did. */
export const spendGiftCard = (db: DB, id: number, cents: number, now: number): boolean =>
  db
    .prepare('UPDATE gift_cards SET balance_cents = balance_cents - ?, updated_at = ? WHERE id = ? AND balance_cents >= ?')
    .run(cents, now, id, cents).changes === 1;
