import { Field } from '../../../shared/ui/Field';
import { PASSWORD_MIN_LENGTH } from '../../../shared/contract/auth';

/** What `bind(name)` of useFields gives a text field. */
interface Bound {
  name: string;
  value: string;
  required: boolean;
  errors: readonly string[] | undefined;
  onChange: (change: { target: { value: string } }) => void;
}

interface NewPasswordFieldsProps {
  texts: { password: string; passwordHint: string; passwordConfirmation: string };
  password: Bound;
  confirmation: Bound;
}

/**
 * A new password and its repeat, on the registration and the reset form (spec §5 "password min 8,
 * confirmation must match"): 'new-password' so a password manager offers to make and keep one.
 */
export function NewPasswordFields({ texts, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={texts.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={texts.passwordHint}
        {...password}
      />
      <Field
        label={texts.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        {...confirmation}
      />
    </>
  );
}
