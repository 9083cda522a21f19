import { useId } from 'react';
import { RowErrors } from './RowErrors';
import { nl } from '../nl';

interface ChildChoiceProps {
  name: string;
  checked: boolean;
  /** has a ticket for this event already: shown as 'Al ingeschreven', not choosable */
  registered: boolean;
  /** its cart call is under way */
  pending: boolean;
  /** why its last cart call failed */
  errors: readonly string[];
  onChange: (checked: boolean) => void;
}

/** One existing child on step 1 (spec §2 "A checkbox per existing child"), with its failed call at the row. */
export function ChildChoice({ name, checked, registered, pending, errors, onChange }: ChildChoiceProps) {
  const noteId = useId();
  const errorId = useId();
  const describedBy = [registered ? noteId : '', errors.length ? errorId : ''].filter(Boolean).join(' ');
  return (
    <>
      <label className={`sport-order__choice${registered ? ' is-registered' : ''}${pending ? ' is-pending' : ''}`}>
        <input
          type="checkbox"
          checked={checked}
          disabled={registered || pending}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{name}</span>
        {registered ? (
          <span id={noteId} className="sport-order__choice-note">
            {nl.participants.registered}
          </span>
        ) : null}
      </label>
      <RowErrors id={errorId} errors={errors} />
    </>
  );
}
