import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $error, clearFormErrors } from '../../../shared/stores/ui';
import { $profiles, $profilesLoaded, addChild, type NewChild } from '../../../shared/stores/profiles';
import { missingProfileFields, type Profile } from '../../../shared/contract/profile';
import { useFields, useSubmit } from '../../../shared/form';
import { Field } from '../../../shared/ui/Field';
import { FormErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { hasChildNamed } from '../child-names';
import { medicalAnswered } from '../medical';
import { ProfileStatus } from './ProfileStatus';
import { profileFieldId } from './MissingFields';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';

const NEW_CHILD_FORM_ID = 'sport-new-child';

/** /account/profiles (spec §2 "Profile list"): the children, and a form to add one. */
export function Profiles() {
  const profiles = useStore($profiles);
  const loaded = useStore($profilesLoaded);
  const error = useStore($error);
  const [adding, setAdding] = useState(false);
  // the child just added: its card says so and takes focus, the form closes (no invitation to a second entry)
  const [added, setAdded] = useState<string | null>(null);

  function toggle() {
    clearFormErrors();
    setAdded(null);
    setAdding((open) => !open);
  }

  function onAdded(child: Profile) {
    setAdding(false);
    setAdded(child.uuid);
  }

  return (
    <Panel id="sport-profiles-title" title={nl.profiles.title}>
      <p>{nl.profiles.intro}</p>
      {!loaded ? (
        error.length ? null : (
          <Spinner />
        )
      ) : profiles.length === 0 ? (
        <p className="sport-empty">{nl.profiles.none}</p>
      ) : (
        <ul className="sport-profiles">
          {profiles.map((profile) => (
            <ProfileCard key={profile.uuid} profile={profile} justAdded={profile.uuid === added} />
          ))}
        </ul>
      )}
      <div className="sport-profiles__add">
        <button type="button" className="sport-button" aria-expanded={adding} aria-controls={NEW_CHILD_FORM_ID} onClick={toggle}>
          {profiles.length ? nl.profiles.add : nl.profiles.addFirst}
        </button>
        <div id={NEW_CHILD_FORM_ID} hidden={!adding}>
          {adding ? <NewChildForm onCancel={toggle} onAdded={onAdded} /> : null}
        </div>
      </div>
    </Panel>
  );
}

function ProfileCard({ profile, justAdded }: { profile: Profile; justAdded: boolean }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const added = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!justAdded) return;
    added.current?.focus();
    added.current?.scrollIntoView?.({ block: 'nearest' });
  }, [justAdded]);
  const titleId = `sport-profile-${profile.uuid}`;
  const editUrl = pathTo('profile', { uuid: profile.uuid });
  // the list names what is missing, by the same rule as the server's complete flag
  const missing = missingProfileFields(profile);
  return (
    <li className={`sport-card sport-profile-card${justAdded ? ' sport-profile-card--added' : ''}`}>
      <h2 id={titleId} className="sport-card__title">
        {name}
      </h2>
      {justAdded ? (
        <div className="sport-profile-card__added" role="status">
          <p ref={added} tabIndex={-1}>
            {nl.profiles.added(profile.first_name || name)}
          </p>
          <Link className="sport-button sport-button--primary" href={editUrl}>
            {nl.profiles.completeNew(profile.first_name || name)}
          </Link>
        </div>
      ) : null}
      <dl className="sport-facts">
        <div>
          <dt>{nl.profiles.birthdate}</dt>
          <dd>{profile.birthdate || nl.profiles.unknown}</dd>
        </div>
        <div>
          <dt>{nl.profiles.gender}</dt>
          <dd>{nl.profiles.genderLabel(profile.gender)}</dd>
        </div>
      </dl>
      <p className="sport-profile-card__medical">
        {nl.profiles.medical(medicalAnswered(profile) ? profile.needs_medical_attention : null)}
      </p>
      {missing.length > 0 ? (
        <div className="sport-missing sport-missing--card">
          <p id={`${titleId}-missing`} className="sport-missing__title">
            {nl.missing.title}
          </p>
          <ul className="sport-missing__list" aria-labelledby={`${titleId}-missing`}>
            {missing.map((field) => (
              <li key={field}>
                <Link href={`${editUrl}#${field === 'birthdate' ? `${profileFieldId(field)}-day` : profileFieldId(field)}`}>
                  {nl.missing.labels[field]}
                  <span className="sport-visually-hidden">{nl.profiles.editFor(name)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="sport-profile-card__footer">
        <ProfileStatus complete={profile.complete} />
        <Link className="sport-button" href={editUrl}>
          {nl.profiles.edit}
          <span className="sport-visually-hidden">{nl.profiles.editFor(name)}</span>
        </Link>
      </div>
    </li>
  );
}

const emptyChild: NewChild = { first_name: '', last_name: '' };

/** spec §5 "New child": first and last name required; save disabled until both are filled (with a hint why). */
function NewChildForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (child: Profile) => void }) {
  const { values: child, bind } = useFields<NewChild>(emptyChild);
  const profiles = useStore($profiles);
  // spec §4 "Form submit": the confirmation stands in the new child's card, where the parent looks and
  // focus goes, instead of in the box at the top of the page
  const { state, submit } = useSubmit(async () => {
    const created = await addChild({ first_name: child.first_name.trim(), last_name: child.last_name.trim() });
    if (!created) return false;
    onAdded(created);
    return true;
  }, null);
  const complete = child.first_name.trim() !== '' && child.last_name.trim() !== '';
  // A hint, not a block: the same name twice is usually a mistake, but saving stays possible. Not while
  // saving: the new child is in the list a moment before the form is emptied.
  const duplicate = complete && state !== 'loading' && hasChildNamed(profiles, child);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (complete) void submit();
  }

  return (
    <form className="sport-form sport-card" onSubmit={onSubmit} aria-labelledby="sport-new-child-title">
      <h2 id="sport-new-child-title" className="sport-card__title">
        {nl.profiles.addTitle}
      </h2>
      <p className="sport-form__hint">{nl.profiles.addIntro}</p>
      <div className="sport-form__row">
        <Field label={nl.profiles.firstName} autoComplete="off" {...bind('first_name')} />
        <Field label={nl.profiles.lastName} autoComplete="off" {...bind('last_name')} />
      </div>
      {/* always there, so that screen readers announce the hint when it appears */}
      <p className="sport-field__hint sport-profiles__duplicate" aria-live="polite">
        {duplicate ? nl.profiles.duplicate : null}
      </p>
      <FormErrors />
      <div className="sport-form__actions">
        <SubmitButton state={state} label={nl.profiles.save} disabled={!complete} disabledHint={nl.profiles.saveHint} />
        <button type="button" className="sport-link-button" onClick={onCancel}>
          {nl.profiles.cancel}
        </button>
      </div>
    </form>
  );
}
