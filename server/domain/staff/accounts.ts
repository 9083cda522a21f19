// Staff accounts (npm run staff): a role on an ordinary account. Adding makes the account staff (creating
// it when new, with a random password nobody knows) and answers a one-time set-password link (the
// password-reset token, valid an hour); removing makes it a parent again and ends its sessions.
import { pathTo } from '../../../shared/contract/routes';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/database';
import { deleteUserSessions } from '../../db/sessions';
import { listStaffAccounts, roleOf, setRole } from '../../db/staff-accounts';
import { findUserByEmail } from '../../db/users';
import { randomToken } from '../../lib/crypto';
import { createResetToken } from '../password-resets';
import { createUser } from '../users';
import { audit } from './audit';

export async function addStaff(
  db: DB,
  email: string,
  baseUrl: string,
  now: number,
): Promise<{ created: boolean; link: string | null; email: string }> {
  let user = findUserByEmail(db, email);
  let created = false;
  if (!user) {
    const name = email.split('@')[0] ?? email;
    user = (await createUser(db, { email, password: randomToken(32), first_name: name, last_name: '', phone: '' }, now)) ?? undefined;
    if (!user) throw new Error(`account ${email} could not be created`);
    created = true;
  }
  const id = user.id;
  inTransaction(db, () => {
    if (roleOf(db, id) === 'staff') return;
    setRole(db, id, 'staff', now);
    audit(db, null, 'role.add', user.email, { created }, now);
  });
  // null: a link was made less than a minute ago (that one still works)
  const token = createResetToken(db, id, now);
  const link = token ? `${baseUrl}${pathTo('setPassword', {}, { token, email: user.email })}` : null;
  return { created, link, email: user.email };
}

/** false when the address has no account or is no staff account. */
export function removeStaff(db: DB, email: string, now: number): boolean {
  const user = findUserByEmail(db, email);
  if (!user) return false;
  return inTransaction(db, () => {
    if (roleOf(db, user.id) !== 'staff') return false;
    setRole(db, user.id, 'parent', now);
    deleteUserSessions(db, user.id);
    audit(db, null, 'role.remove', user.email, {}, now);
    return true;
  });
}

export const listStaff = (db: DB) => listStaffAccounts(db);

/** The seed's demo staff account (development only): made staff directly, without a link. */
export async function seedStaff(db: DB, email: string, password: string, now: number): Promise<void> {
  if (findUserByEmail(db, email)) return;
  const user = await createUser(db, { email, password, first_name: 'Beheer', last_name: 'Sportkamp', phone: '' }, now);
  if (user) setRole(db, user.id, 'staff', now);
}
