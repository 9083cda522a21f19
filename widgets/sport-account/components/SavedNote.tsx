import { useState, type FormEvent, type ReactNode } from 'react';
import { useSubmit } from '../../../shared/form';

/**
 * A form on the Gegevens screen that says 'saved' by its own button, where the parent is: the success
 * box at the top of the page is out of view on a phone (spec §4 "Account save"). Runs `save` with the
 * submit states of useSubmit and remembers whether the last save worked. `onStart` runs as the form is sent.
 */
export function useSavedSubmit(save: () => Promise<boolean>, onStart: () => void) {
  const [saved, setSaved] = useState(false);
  const { state, onSubmit: send } = useSubmit(async () => {
    setSaved(false);
    const ok = await save();
    setSaved(ok);
    return ok;
  }, null);
  const onSubmit = (event: FormEvent) => {
    onStart();
    send(event);
  };
  return { state, onSubmit, saved, setSaved };
}

/** Always there, so that screen readers announce the note that appears in it. */
export function SavedNote({ saved, children }: { saved: boolean; children: ReactNode }) {
  return (
    <div className="sport-account__saved" role="status" aria-live="polite">
      {saved ? <div className="sport-alert sport-alert--success">{children}</div> : null}
    </div>
  );
}
