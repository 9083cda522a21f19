// Login, registration and password reset (spec §5, §7).
import * as v from 'valibot';
import { emailField } from './fields';
import { firstNameField, lastNameField, userPhoneField } from './user';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 255;

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

/** Laravel's 'confirmed' rule: the message goes on the password field. */
const confirmed = <T extends { password: string; password_confirmation: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.password !== dataset.value.password_confirmation) {
      const input = dataset.value;
      addIssue({ message: PASSWORD_MISMATCH, path: [{ type: 'object', origin: 'value', input, key: 'password', value: input.password }] });
    }
  });

const RegisterFields = v.object({
  email: emailField,
  password: newPassword,
  password_confirmation: passwordRepeat,
  first_name: firstNameField,
  last_name: lastNameField,
  phone: userPhoneField,
});
export const RegisterPayloadSchema = v.pipe(RegisterFields, confirmed<v.InferOutput<typeof RegisterFields>>());
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

const ResetPasswordFields = v.object({
  token: resetTokenField,
  email: emailField,
  password: newPassword,
  password_confirmation: passwordRepeat,
});
export const ResetPasswordPayloadSchema = v.pipe(ResetPasswordFields, confirmed<v.InferOutput<typeof ResetPasswordFields>>());
export type ResetPasswordPayload = v.InferInput<typeof ResetPasswordPayloadSchema>;

/**
 * PUT /api/user/password: a new password while logged in (the Gegevens screen). The current password
 * proves it is the parent at the keyboard, not someone at a computer left logged in.
 */
const ChangePasswordFields = v.object({
  current_password: v.pipe(
    v.string('Vul je huidige wachtwoord in.'),
    v.nonEmpty('Vul je huidige wachtwoord in.'),
    v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
  ),
  password: newPassword,
  password_confirmation: passwordRepeat,
});
export const ChangePasswordPayloadSchema = v.pipe(ChangePasswordFields, confirmed<v.InferOutput<typeof ChangePasswordFields>>());
export type ChangePasswordPayload = v.InferInput<typeof ChangePasswordPayloadSchema>;
