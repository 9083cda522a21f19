import { useId } from 'react';

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** show the '*' without making a choice required */
  marked?: boolean;
  hint?: string | undefined;
  errors?: readonly string[] | undefined;
  inline?: boolean;
}

/** A group of radio buttons in a fieldset, with the same hint and error places as Field. */
export function ChoiceGroup({ legend, name, options, value, onChange, required, marked, hint, errors, inline = false }: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`sport-choices${inline ? ' sport-choices--inline' : ''}${errors?.length ? ' sport-field--invalid' : ''}`}
      aria-describedby={describedBy}
    >
      <legend className="sport-field__label">
        {legend}
        {(required || marked) && (
          <span className="sport-field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="sport-field__hint">
          {hint}
        </p>
      )}
      <div className="sport-choices__options">
        {options.map((option) => (
          <label key={option.value} className="sport-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={errors?.length ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="sport-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
