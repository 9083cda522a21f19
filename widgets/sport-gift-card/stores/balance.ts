// The balance check ('Saldo bekijken' on /cadeaubon: POST /api/gift-card/balance, docs/rules.md "Gift card").
import { atom, task } from 'nanostores';
import { getGiftCardBalance } from '../../../shared/api/gift-card';
import type { GiftCardBalance } from '../../../shared/contract/gift-card';
import { readFailure, type FormErrors } from '../../../shared/errors';

export type BalanceState =
  { status: 'idle' } | { status: 'checking' } | { status: 'found'; balance: GiftCardBalance } | { status: 'failed'; errors: FormErrors };
export const $balance = atom<BalanceState>({ status: 'idle' });

export function checkBalance(code: string): Promise<void> {
  if ($balance.get().status === 'checking') return Promise.resolve();
  $balance.set({ status: 'checking' });
  return task(async () => {
    try {
      $balance.set({ status: 'found', balance: await getGiftCardBalance(code) });
    } catch (error) {
      $balance.set({ status: 'failed', errors: await readFailure(error) });
    }
  });
}
