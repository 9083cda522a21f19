// The medical question of a child's profile (spec §3 "Child profile": needs_medical_attention) is a
// safety question: it has no default answer. The API stores false for a child that was only given a
// name, so "not answered yet" is read from the profile: a profile saved through the edit form has a
// birthdate (required there, spec §5 "Profile edit required"), and that form asks the question without
// a default and requires an answer.
import type { Profile } from '../../shared/contract/profile';

/** Whether the parent answered the medical question for this child. */
export function medicalAnswered(profile: Pick<Profile, 'needs_medical_attention' | 'birthdate'>): boolean {
  return profile.needs_medical_attention || profile.birthdate.trim() !== '';
}
