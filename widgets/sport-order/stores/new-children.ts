import { atom, task } from 'nanostores';
import { setError } from '../../../shared/stores/ui';
import { createProfile } from '../../../shared/stores/session';
import { addToCart } from '../../../shared/stores/cart';
import type { Profile } from '../../../shared/contract/profile';

// Step 1's rows for children who have no profile yet (spec §2 "Order step 1–3", §4 "Form submit").

export interface NewChildRow {
  key: number;
  first_name: string;
  last_name: string;
}

export const $newChildren = atom<NewChildRow[]>([]);
/** the key of the last row added (rows keep their key when others are removed) */
const $rowKey = atom(0);

export function addChildRow(): number {
  const key = $rowKey.get() + 1;
  $rowKey.set(key);
  $newChildren.set([...$newChildren.get(), { key, first_name: '', last_name: '' }]);
  return key;
}

export function updateChildRow(key: number, field: 'first_name' | 'last_name', value: string): void {
  $newChildren.set($newChildren.get().map((row) => (row.key === key ? { ...row, [field]: value } : row)));
}

export function removeChildRow(key: number): void {
  $newChildren.set($newChildren.get().filter((row) => row.key !== key));
}

export const isRowFilled = (row: Pick<NewChildRow, 'first_name' | 'last_name'>): boolean =>
  row.first_name.trim() !== '' && row.last_name.trim() !== '';

export type ParticipantsBlock = 'loading' | 'empty' | 'rowsIncomplete' | null;

/**
 * spec §4 "Next button, step 1": enabled only when all new-child rows are filled, or when there are no
 * rows and the cart has items; in the footer also disabled while loading or when the cart is empty
 * and there are no rows. Returns why it is disabled (null: enabled).
 */
export function participantsNextBlock(rows: readonly Pick<NewChildRow, 'first_name' | 'last_name'>[], cartItems: number, loading: boolean): ParticipantsBlock {
  if (loading) return 'loading';
  if (rows.length > 0) return rows.every(isRowFilled) ? null : 'rowsIncomplete';
  return cartItems > 0 ? null : 'empty';
}

export const $savingChildren = atom(false);

/**
 * 'Verder' on step 1: every new-child row becomes a profile (POST /api/profile) and joins the cart
 * (spec §4 "Form submit": a child created during ordering is added to the cart). A row leaves the form
 * as soon as its profile exists, so trying again after an error never creates a child twice.
 */
export function saveNewChildren(productId: string): Promise<boolean> {
  if ($savingChildren.get() || !$newChildren.get().every(isRowFilled)) return Promise.resolve(false);
  $savingChildren.set(true);
  return task(async () => {
    try {
      const created: Profile[] = [];
      let failed = false;
      for (const row of $newChildren.get()) {
        try {
          created.push(await createProfile({ first_name: row.first_name.trim(), last_name: row.last_name.trim() }));
          removeChildRow(row.key);
        } catch (error) {
          await setError(error);
          failed = true;
          break;
        }
      }
      if (created.length) {
        const added = await addToCart(created.map((p) => ({ product_id: productId, profile_id: p.uuid, with_shirt: false, shirt_size: 'none' as const })));
        if (!added) return false;
      }
      return !failed;
    } finally {
      $savingChildren.set(false);
    }
  });
}

export function resetNewChildren(): void {
  $newChildren.set([]);
  $savingChildren.set(false);
}
