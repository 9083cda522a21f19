import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './Field';

interface ToggleProps
  extends FieldCommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'checked' | 'onChange'> {
  name: string;
  /** on or off */
  value: boolean;
  /** the checkbox's change event: `event.target.checked` is the new state */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An on/off switch: a native checkbox with role="switch" (Space toggles it, screen readers say
 * 'aan'/'uit'), drawn as a switch next to its label. It submits 'true' when on (spec §5).
 */
export function Toggle({ label, name, value, onChange, hint, errors, className, ...input }: ToggleProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={`sport-toggle${className ? ` ${className}` : ''}`}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          role="switch"
          name={name}
          value="true"
          checked={value}
          onChange={onChange}
          className="sport-toggle__input"
          {...input}
        />
      )}
    </FieldFrame>
  );
}
