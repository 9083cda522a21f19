import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './Field';
import { nl } from '../nl';

interface TextAreaFieldProps extends FieldCommonProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  name: string;
  value: string;
  /** with a maxLength the field shows '120 van 300 tekens' below it, announced politely */
  maxLength?: number;
}

/** A labelled multi-line text in the same frame as Field; with `maxLength` it counts the characters. */
export function TextAreaField({ label, name, hint, instruction, errors, required, maxLength, value, ...textarea }: TextAreaFieldProps) {
  const counterId = `${useId()}-count`;
  const counted = maxLength !== undefined;
  return (
    <FieldFrame
      {...{ label, errors, hint, instruction }}
      marked={required}
      describedBy={counted ? counterId : undefined}
      after={
        counted ? (
          <p id={counterId} className="sport-field__counter" aria-live="polite">
            {nl.characterCount(value.length, maxLength)}
          </p>
        ) : null
      }
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={3}
          required={required}
          aria-required={required || undefined}
          maxLength={maxLength}
          value={value}
          className="sport-field__input sport-field__textarea"
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
