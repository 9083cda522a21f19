import { useId, type InputHTMLAttributes } from 'react';

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
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sport-field${errors?.length ? ' sport-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="sport-field__label">
        {label}
        {(required || marked) && (
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
      <input
        id={id}
        name={name}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className="sport-field__input"
        {...input}
      />
      {errors?.length ? (
        <p id={errorId} className="sport-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
