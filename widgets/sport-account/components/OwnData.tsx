import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../../shared/ui/Dialog';
import { Field } from '../../../shared/ui/Field';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import {
  $deleteAccount,
  $download,
  closeDeleteAccount,
  confirmDeleteAccount,
  downloadOwnData,
  openDeleteAccount,
} from '../stores/own-data';
import { nl } from '../nl';

const t = nl.ownData;
const FORM_ID = 'sport-delete-account-form';

/**
 * The Gegevens screen's last part (docs/rules.md "Their own data"): the download of everything the shop
 * keeps about the parent, and erasing the account behind a password and one question.
 */
export function OwnData() {
  const download = useStore($download);
  return (
    <section className="sport-account__own-data" aria-labelledby="sport-own-data-title">
      <h2 id="sport-own-data-title">{t.title}</h2>
      <p>{t.downloadIntro}</p>
      <p>
        {/* aria-disabled, not disabled: a disabled button drops the focus; the store downloads once anyway */}
        <button type="button" className="sport-button" aria-disabled={download.step === 'busy'} onClick={() => void downloadOwnData()}>
          {download.step === 'busy' ? t.downloading : t.download}
        </button>
      </p>
      <div role="status" aria-live="polite">
        {download.step === 'done' ? <p className="sport-alert sport-alert--success">{t.downloaded}</p> : null}
      </div>
      {download.step === 'failed' ? <ErrorBox messages={download.errors} /> : null}
      <p>{t.deleteIntro}</p>
      <p>
        <button type="button" className="sport-button" onClick={openDeleteAccount}>
          {t.delete}
        </button>
      </p>
      <DeleteAccountDialog />
    </section>
  );
}

function DeleteAccountDialog() {
  const state = useStore($deleteAccount);
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirmDeleteAccount({ password });
  };
  const close = () => {
    closeDeleteAccount();
    // a password is not kept once the question is closed
    if (!state.sending) setPassword('');
  };
  return (
    <Dialog
      open={state.open}
      title={t.dialogTitle}
      onClose={close}
      closeLabel={t.keep}
      className="sport-delete-account"
      actions={
        <button type="submit" form={FORM_ID} className="sport-button sport-button--danger" aria-disabled={state.sending}>
          {state.sending ? t.sending : t.confirm}
        </button>
      }
    >
      <p>{t.dialogText}</p>
      <p>{t.dialogTickets}</p>
      <form id={FORM_ID} className="sport-form" onSubmit={onSubmit} noValidate>
        <Field
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint={t.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          errors={state.errors.fields.password}
        />
      </form>
      <ErrorBox messages={state.errors.messages} focus />
    </Dialog>
  );
}
