// A parent's own data (AVG/GDPR; docs/rules.md "Their own data"): the download of everything the shop
// keeps about them, and erasing the account.
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from './auth';

/** POST /api/user/delete: the password proves it is the parent at the keyboard. */
export const DeleteAccountPayloadSchema = v.object({
  password: v.pipe(
    v.string('Vul je wachtwoord in.'),
    v.nonEmpty('Vul je wachtwoord in.'),
    v.maxLength(PASSWORD_MAX_LENGTH, `Je wachtwoord is te lang. Gebruik maximaal ${PASSWORD_MAX_LENGTH} tekens.`),
  ),
});
export type DeleteAccountPayload = v.InferInput<typeof DeleteAccountPayloadSchema>;

export const DeleteAccountAnswerSchema = v.object({ message: v.string() });

/** The file name of the download (GET /api/user/export). */
export const ACCOUNT_EXPORT_FILE = 'mijn-gegevens.json';
