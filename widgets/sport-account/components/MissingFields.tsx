import type { MouseEvent } from 'react';
import type { CompleteProfileField } from '../../../shared/contract/profile';
import { focusById, hashId } from '../../../shared/page-change';
import { nl } from '../nl';

/** The id of a profile form field; the birthdate links to its day box. A link '#id' focuses the field. */
export const profileFieldId = (field: string) => `sport-profile-${field}`;
const linkTarget = (field: CompleteProfileField) => (field === 'birthdate' ? `${profileFieldId(field)}-day` : profileFieldId(field));

/** Focuses the field a link named in the address ('/account/profiles/{uuid}#sport-profile-club'). */
export function focusFieldFromHash(): void {
  const id = hashId();
  if (id.startsWith('sport-profile-')) focusById(id);
}

/** '#field' from a link: focus the field itself (a plain in-page jump would only scroll). */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (focusById(id)) event.preventDefault();
}

/** The fields a complete profile still needs (shared/contract/profile.ts), each a link; links into the form when `profileUrl` is left out. */
export function MissingFieldLinks({ missing, profileUrl }: { missing: readonly CompleteProfileField[]; profileUrl?: string }) {
  return (
    <ul className="sport-missing__list">
      {missing.map((field) => (
        <li key={field}>
          {profileUrl ? (
            <a href={`${profileUrl}#${linkTarget(field)}`}>{nl.missing.labels[field]}</a>
          ) : (
            <a href={`#${linkTarget(field)}`} onClick={(e) => jump(e, linkTarget(field))}>
              {nl.missing.labels[field]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Above the profile form: what is still missing for a complete profile, or nothing when all is there. */
export function MissingFields({ missing }: { missing: readonly CompleteProfileField[] }) {
  if (!missing.length) return null;
  return (
    <div className="sport-missing" role="group" aria-labelledby="sport-missing-title">
      <p id="sport-missing-title" className="sport-missing__title">
        {nl.missing.title}
      </p>
      <MissingFieldLinks missing={missing} />
    </div>
  );
}
