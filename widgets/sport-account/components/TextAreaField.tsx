import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../../shared/ui/Field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  errors?: readonly string[] | undefined;
}

/** A labelled, optional multi-line text in the same frame as Field. */
export function TextAreaField({ label, name, hint, errors, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint}>
      {(control) => <textarea {...control} name={name} rows={3} className="sport-field__input sport-field__textarea" {...textarea} />}
    </FieldFrame>
  );
}
