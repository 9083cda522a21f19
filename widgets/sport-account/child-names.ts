// Two children of one parent with the same name are most likely one child entered twice: the profile
// list asks before it adds the second.
import type { Profile } from '../../shared/contract/profile';
import type { NewChild } from '../../shared/stores/profiles';

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'nl', { sensitivity: 'base' }) === 0;

/** Whether a child with this first and last name is in the list already (case and accents aside: 'Sem de Vries', 'sem De Vries'). */
export function hasChildNamed(profiles: readonly Profile[], child: NewChild): boolean {
  return profiles.some((profile) => sameName(profile.first_name, child.first_name) && sameName(profile.last_name, child.last_name));
}
