import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends FieldCommonProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value'> {
  name: string;
  value: string;
  options: readonly SelectOption[];
  marked?: boolean;
}

/** A labelled select in the same frame (hint, errors, aria) as every field. */
export function SelectField({ label, name, value, options, hint, errors, required, marked, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} marked={required || marked} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          required={required}
          aria-required={required || undefined}
          className="sport-select"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
