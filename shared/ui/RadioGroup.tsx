import type { ChangeEvent } from 'react';
import { FieldFrame, type FieldCommonProps } from './Field';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface RadioGroupProps extends FieldCommonProps {
  name: string;
  /** a fixed id: the first option that can be chosen carries it (a link to the field, '#id', focuses it) */
  id?: string | undefined;
  options: readonly RadioOption[];
  /** the chosen option's value ('' for none) */
  value: string;
  /** the change event of the chosen radio: `event.target.value` is the option's value */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean | undefined;
  /** show the '*' without making a choice required */
  marked?: boolean | undefined;
  /** the options side by side */
  inline?: boolean | undefined;
}

/**
 * Radio buttons in a fieldset whose legend is the label (FieldFrame `group`). They share one name,
 * so the arrow keys move between them natively and Tab enters the group once.
 */
export function RadioGroup({ id, label, name, options, value, onChange, required, marked, hint, errors, inline }: RadioGroupProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      marked={required || marked}
      group
      className={`sport-choices${inline ? ' sport-choices--inline' : ''}`}
    >
      {(control) => (
        <div className="sport-choices__options">
          {options.map((option) => (
            <label key={option.value} className="sport-choice">
              <input
                id={id !== undefined && option === options.find((o) => !o.disabled) ? id : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={control['aria-invalid']}
                onChange={onChange}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
