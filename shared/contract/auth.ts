// Login, registration and password reset (spec §5, §7).
import * as v from 'valibot';
import { emailField } from './fields';
import { firstNameField, lastNameField, userPhoneField } from './user';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export const LoginPayloadSchema = v.object({
  email: emailField,
  password: v.pipe(
    v.string('Vul je wachtwoord in.'),
    v.nonEmpty('Vul je wachtwoord in.'),
    v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
  ),
});
export type LoginPayload = v.InferInput<typeof LoginPayloadSchema>;

const newPassword = v.pipe(
  v.string('Kies een wachtwoord.'),
  v.nonEmpty('Kies een wachtwoord.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
);
const passwordRepeat = v.pipe(
  v.string('Herhaal je wachtwoord.'),
  v.nonEmpty('Herhaal je wachtwoord.'),
  v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
);
export const PASSWORD_MISMATCH = 'De wachtwoorden zijn niet hetzelfde. Typ twee keer hetzelfde wachtwoord.';

/** A new password and its repeat, in a payload made with `confirmedObject`. */
const newPasswordFields = { password: newPassword, password_confirmation: passwordRepeat };

/** A payload object with `newPasswordFields`, and Laravel's 'confirmed' rule: the message goes on the password field. */
const confirmedObject = <E extends typeof newPasswordFields & v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.object(entries),
    v.rawCheck<v.InferOutput<v.ObjectSchema<E, undefined>>>(({ dataset, addIssue }) => {
      if (dataset.typed && dataset.value.password !== dataset.value.password_confirmation) {
        const input = dataset.value;
        addIssue({
          message: PASSWORD_MISMATCH,
          path: [{ type: 'object', origin: 'value', input, key: 'password', value: input.password }],
        });
      }
    }),
  );

export const RegisterPayloadSchema = confirmedObject({
  email: emailField,
  ...newPasswordFields,
  first_name: firstNameField,
  last_name: lastNameField,
  phone: userPhoneField,
});
export type RegisterPayload = v.InferInput<typeof RegisterPayloadSchema>;

export const ForgotPasswordPayloadSchema = v.object({ email: emailField });

export const ForgotPasswordAnswerSchema = v.object({ message: v.string() });

const resetTokenField = v.pipe(
  v.string('Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe link aan.'),
  v.trim(),
  v.nonEmpty('Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe link aan.'),
  v.maxLength(200, 'Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe link aan.'),
);

/**
 * POST /api/auth/reset-token-check: whether the link of the mail still works, asked when the reset page
 * opens, so a used link is reported before the parent types a new password twice.
 */
export const ResetTokenCheckPayloadSchema = v.object({ token: resetTokenField, email: emailField });
export type ResetTokenCheckPayload = v.InferInput<typeof ResetTokenCheckPayloadSchema>;
export const ResetTokenCheckAnswerSchema = v.object({ valid: v.boolean() });

export const ResetPasswordPayloadSchema = confirmedObject({
  token: resetTokenField,
  email: emailField,
  ...newPasswordFields,
});
export type ResetPasswordPayload = v.InferInput<typeof ResetPasswordPayloadSchema>;

/**
 * PUT /api/user/password: a new password while logged in (the Gegevens screen). The current password
 * proves it is the parent at the keyboard, not someone at a computer left logged in.
 */
export const ChangePasswordPayloadSchema = confirmedObject({
  current_password: v.pipe(
    v.string('Vul je huidige wachtwoord in.'),
    v.nonEmpty('Vul je huidige wachtwoord in.'),
    v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
  ),
  ...newPasswordFields,
});
export type ChangePasswordPayload = v.InferInput<typeof ChangePasswordPayloadSchema>;
