import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  errors?: readonly string[] | undefined;
}

/** A labelled, optional multi-line text with the same hint and error places as Field. */
export function TextAreaField({ label, name, hint, errors, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sport-field${errors?.length ? ' sport-field--invalid' : ''}`}>
      <label htmlFor={id} className="sport-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="sport-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        rows={3}
        className="sport-field__input sport-field__textarea"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {errors?.length ? (
        <p id={errorId} className="sport-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
