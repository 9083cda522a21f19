import type { ReactNode } from 'react';

interface HintedSubmitProps {
  /** the id of the hint, for aria-describedby */
  hintId: string;
  /** why the button cannot be used yet; null when it can */
  hint: string | null;
  /** disabled for another reason too (e.g. while paying); by default exactly while there is a hint */
  disabled?: boolean;
  busy?: boolean;
  hintClassName?: string;
  /** the id of the form it submits, when it stands outside that form (a bar that sticks to the screen) */
  form?: string;
  children: ReactNode;
}

/**
 * The primary submit of a step (docs/architecture.md "Forms": a disabled button says why beside it): disabled while
 * `hint` explains what is missing, the hint right below it and read with the button.
 */
export function HintedSubmit({
  hintId,
  hint,
  disabled = hint !== null,
  busy,
  hintClassName = 'sport-submit__hint',
  form,
  children,
}: HintedSubmitProps) {
  return (
    <>
      <button
        type="submit"
        form={form}
        className="sport-button sport-button--primary"
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={hint ? hintId : undefined}
      >
        {children}
      </button>
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
