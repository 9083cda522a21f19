// The parent's own data on the Gegevens screen (docs/rules.md "Their own data"): the download and
// erasing the account. Its own state, not the form channel: the screen's other two forms use that.
import { atom } from 'nanostores';
import { ACCOUNT_EXPORT_FILE, type DeleteAccountPayload } from '../../../shared/contract/account-data';
import { getAccountExport, postDeleteAccount } from '../../../shared/api/user';
import { emptyFormErrors, readFailure, type FormErrors } from '../../../shared/errors';
import { navigate } from '../../../shared/router';
import { pathTo } from '../../../shared/routes';
import { resetProfiles } from '../../../shared/stores/profiles';
import { $user } from '../../../shared/stores/session';
import { setSuccess } from '../../../shared/stores/ui';

export type DownloadState = { step: 'idle' | 'busy' | 'done' } | { step: 'failed'; errors: string[] };

export const $download = atom<DownloadState>({ step: 'idle' });

/** Fetches the file and hands it to the browser as a download ('mijn-gegevens.json'). */
export async function downloadOwnData(): Promise<void> {
  if ($download.get().step === 'busy') return;
  $download.set({ step: 'busy' });
  try {
    const blob = await getAccountExport();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = ACCOUNT_EXPORT_FILE;
    document.body.append(link);
    link.click();
    link.remove();
    // the browser has taken the file once the click ran; a moment later the address can go
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    $download.set({ step: 'done' });
  } catch (error) {
    $download.set({ step: 'failed', errors: (await readFailure(error)).messages });
  }
}

export interface DeleteState {
  open: boolean;
  sending: boolean;
  errors: FormErrors;
}

export const $deleteAccount = atom<DeleteState>({ open: false, sending: false, errors: emptyFormErrors });

export const openDeleteAccount = () => $deleteAccount.set({ open: true, sending: false, errors: emptyFormErrors });
export const closeDeleteAccount = () => {
  if (!$deleteAccount.get().sending) $deleteAccount.set({ open: false, sending: false, errors: emptyFormErrors });
};

/**
 * Erases the account; on success the parent is logged out and lands on the login page with the message
 * (as after logging out). A refusal (a camp still to come, the wrong password) stays in the dialog.
 */
export async function confirmDeleteAccount(payload: DeleteAccountPayload): Promise<void> {
  const state = $deleteAccount.get();
  if (state.sending) return;
  $deleteAccount.set({ ...state, sending: true, errors: emptyFormErrors });
  try {
    const { message } = await postDeleteAccount(payload);
    $deleteAccount.set({ open: false, sending: false, errors: emptyFormErrors });
    $user.set(null);
    resetProfiles();
    navigate(pathTo('login'));
    setSuccess(message);
  } catch (error) {
    $deleteAccount.set({ open: true, sending: false, errors: await readFailure(error) });
  }
}

export function resetOwnData(): void {
  $download.set({ step: 'idle' });
  $deleteAccount.set({ open: false, sending: false, errors: emptyFormErrors });
}
