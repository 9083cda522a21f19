import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './Field';

interface CheckboxProps
  extends FieldCommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'checked' | 'onChange'> {
  name: string;
  value: boolean;
  /** the checkbox's change event: `event.target.checked` is the new state */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One checkbox with its label after it, in the same frame (hint, errors, aria) as every field. It submits 'true' when checked. */
export function Checkbox({ label, name, value, onChange, hint, errors, required, className, ...input }: CheckboxProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} marked={required} className={`sport-checkbox${className ? ` ${className}` : ''}`}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          name={name}
          value="true"
          checked={value}
          required={required}
          aria-required={required || undefined}
          onChange={onChange}
          className="sport-checkbox__input"
          {...input}
        />
      )}
    </FieldFrame>
  );
}
