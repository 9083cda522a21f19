// The parent's own account (spec §3 "User", §7 GET/PUT /api/user).
import * as v from 'valibot';
import { phoneField, requiredText } from './fields';

export const UserSchema = v.object({
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const firstNameField = requiredText('je voornaam', 'Vul je voornaam in.', 100);
export const lastNameField = requiredText('je achternaam', 'Vul je achternaam in.', 100);
export const userPhoneField = phoneField('Vul je telefoonnummer in.');

/** The e-mail address cannot be changed here (spec §2 /account/gegevens): a sent email is ignored. */
export const UpdateUserPayloadSchema = v.object({
  first_name: firstNameField,
  last_name: lastNameField,
  phone: userPhoneField,
});
export type UpdateUserPayload = v.InferInput<typeof UpdateUserPayloadSchema>;
