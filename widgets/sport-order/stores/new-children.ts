import { atom, task } from 'nanostores';
import { isUnauthenticated, readFailure, type FormErrors } from '../../../shared/errors';
import { createProfile } from '../../../shared/stores/profiles';
import { addToCart } from '../../../shared/stores/cart';
import * as v from 'valibot';
import { birthdateField, type Profile } from '../../../shared/contract/profile';
import { combineBirthdate, isValidBirthdatePart, type BirthdateParts } from '../../../shared/birthdate';

// Step 1's rows for children who have no profile yet (spec §2 "Order step 1–3", §4 "Form submit").

export interface NewChildRow {
  key: number;
  first_name: string;
  last_name: string;
  /** the three boxes: a new child's birth date is asked too, so the age check works for every child (docs/rules.md §4 "Age range") */
  birthdate: BirthdateParts;
}

type RowField = 'first_name' | 'last_name' | 'birthdate';
const EMPTY_BIRTHDATE: BirthdateParts = { day: '', month: '', year: '' };

export const $newChildren = atom<NewChildRow[]>([]);
/**
 * Why saving a row failed, at that row (spec §8: profile create is on the form channel): the
 * server's field errors by each field, other messages under the row's fields.
 */
export const $rowErrors = atom<Record<number, FormErrors>>({});

function setRowErrors(key: number, errors: FormErrors | null): void {
  const { [key]: _old, ...rest } = $rowErrors.get();
  $rowErrors.set(errors ? { ...rest, [key]: errors } : rest);
}
/** the key of the last row added (rows keep their key when others are removed) */
const $rowKey = atom(0);

export function addChildRow(): number {
  const key = $rowKey.get() + 1;
  $rowKey.set(key);
  $newChildren.set([...$newChildren.get(), { key, first_name: '', last_name: '', birthdate: EMPTY_BIRTHDATE }]);
  return key;
}

export function updateChildRow<F extends RowField>(key: number, field: F, value: NewChildRow[F]): void {
  $newChildren.set($newChildren.get().map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  // a field's message goes once the parent changes that field
  const errors = $rowErrors.get()[key];
  if (errors?.fields[field]) {
    const { [field]: _gone, ...fields } = errors.fields;
    setRowErrors(key, Object.keys(fields).length ? { messages: errors.messages, fields } : null);
  }
}

export function removeChildRow(key: number): void {
  $newChildren.set($newChildren.get().filter((row) => row.key !== key));
  setRowErrors(key, null);
}

/**
 * Why a row's complete birth date cannot be right, with the server's own message (the profile contract's
 * birthdateField: a day that does not exist, a year in the future); null while a box is empty or holds a value
 * its own box already complains about.
 */
export function birthdateProblem(parts: BirthdateParts): string | null {
  const boxes = ['day', 'month', 'year'] as const;
  if (boxes.some((part) => parts[part] === '' || !isValidBirthdatePart(part, parts[part]))) return null;
  const result = v.safeParse(birthdateField, combineBirthdate(parts));
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The row's birth date as 'dd-mm-yyyy' when it is a real date the server takes, else null. */
export function rowBirthdate(row: Pick<NewChildRow, 'birthdate'>): string | null {
  const combined = combineBirthdate(row.birthdate);
  return combined !== '' && v.is(birthdateField, combined) ? combined : null;
}

export const isRowFilled = (row: Pick<NewChildRow, RowField>): boolean =>
  row.first_name.trim() !== '' && row.last_name.trim() !== '' && rowBirthdate(row) !== null;

export type ParticipantsBlock = 'loading' | 'empty' | 'rowsIncomplete' | null;

/**
 * spec §4 "Next button, step 1": enabled only when all new-child rows are filled (names and a valid birth date), or when there are no
 * rows and the cart has items; in the footer also disabled while loading or when the cart is empty
 * and there are no rows. Returns why it is disabled (null: enabled).
 */
export function participantsNextBlock(
  rows: readonly Pick<NewChildRow, RowField>[],
  cartItems: number,
  loading: boolean,
): ParticipantsBlock {
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
  $rowErrors.set({});
  return task(async () => {
    try {
      const created: Profile[] = [];
      let failed = false;
      for (const row of $newChildren.get()) {
        try {
          created.push(
            await createProfile({ first_name: row.first_name.trim(), last_name: row.last_name.trim(), birthdate: rowBirthdate(row) ?? '' }),
          );
          removeChildRow(row.key);
        } catch (error) {
          // a 401 is the session's business (spec §6); everything else is said at the row
          if (!isUnauthenticated(error)) setRowErrors(row.key, await readFailure(error));
          failed = true;
          break;
        }
      }
      if (created.length) {
        const added = await addToCart(
          created.map((p) => ({ product_id: productId, profile_id: p.uuid, with_shirt: false, shirt_size: 'none' as const })),
        );
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
  $rowErrors.set({});
  $savingChildren.set(false);
}
