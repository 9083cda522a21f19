import type { ButtonHTMLAttributes } from 'react';
import { nl } from '../nl';
import type { SubmitState } from '../form';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  state: SubmitState;
  label: string;
  /** why the button is disabled, shown beside it (docs/architecture.md "Forms") */
  disabledHint?: string | null;
  /** the label after success, for a form that does not save anything (default 'Opgeslagen!') */
  savedLabel?: string;
}

/** Shows the submit states of spec §4 "Form submit": loading, then 'Opgeslagen!' for 2000 ms. */
export function SubmitButton({ state, label, disabledHint, savedLabel = nl.saved, disabled, ...rest }: SubmitButtonProps) {
  const isDisabled = disabled || state === 'loading';
  return (
    <div className="sport-submit">
      <button
        type="submit"
        className="sport-button sport-button--primary"
        disabled={isDisabled}
        aria-busy={state === 'loading' || undefined}
        {...rest}
      >
        {state === 'loading' ? nl.loading : state === 'saved' ? savedLabel : label}
      </button>
      {disabled && disabledHint ? <p className="sport-submit__hint">{disabledHint}</p> : null}
    </div>
  );
}
