import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a control inside a FieldFrame needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldFrameProps {
  label: string;
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  /** show the '*' (required fields, and spec §5's club, team, position: labelled * but not required) */
  marked?: boolean | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every labelled field shares (DESIGN.md "Forms"): a visible label with '*' when marked,
 * an optional hint, and the server's errors by the field, all tied to the control with aria.
 */
export function FieldFrame({ label, errors, hint, marked, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sport-field${invalid ? ' sport-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="sport-field__label">
        {label}
        {marked && (
          <span className="sport-field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="sport-field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined })}
      {invalid ? (
        <p id={errorId} className="sport-field__error">
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  errors?: readonly string[] | undefined;
  hint?: string;
  /** show the '*' without making the field required (spec §5: club, team, position are labelled * but not required) */
  marked?: boolean;
}

/** A labelled input; required fields carry '*' and aria-required; server errors sit by the field (DESIGN.md "Forms"). */
export function Field({ label, name, errors, hint, required, marked, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint} marked={required || marked} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          aria-required={required || undefined}
          className="sport-field__input"
          {...input}
        />
      )}
    </FieldFrame>
  );
}
