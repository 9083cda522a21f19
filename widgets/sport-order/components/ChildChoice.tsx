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
  /** the price for this child, shown once the child is ticked */
  price?: string | null;
  /** the age warning for this child (docs/rules.md §4 "Age range"), shown while the child is ticked */
  ageWarning?: string | null;
  onChange: (checked: boolean) => void;
}

/** One existing child on step 1 (spec §2 "A checkbox per existing child"), with its failed call at the row. */
export function ChildChoice({ name, checked, registered, pending, errors, price = null, ageWarning = null, onChange }: ChildChoiceProps) {
  const noteId = useId();
  const errorId = useId();
  const priceId = useId();
  const warningId = useId();
  const showPrice = checked && price !== null;
  const showWarning = checked && ageWarning !== null;
  const describedBy = [registered ? noteId : '', showPrice ? priceId : '', showWarning ? warningId : '', errors.length ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label className={`sport-order__choice${registered ? ' is-registered' : ''}${pending ? ' is-pending' : ''}`}>
        <input
          type="checkbox"
          checked={checked}
          // a busy box stays focusable (aria-disabled, not disabled, which sends focus to <body>)
          disabled={registered}
          aria-disabled={pending || undefined}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            // busy: the call under way decides; the controlled box keeps its state
            if (!pending) onChange(e.target.checked);
          }}
        />
        <span>{name}</span>
        {/* read as the box's description, not as part of its name */}
        {showPrice ? (
          <span id={priceId} className="sport-order__choice-price" aria-hidden="true">
            {price}
          </span>
        ) : null}
        {registered ? (
          <span id={noteId} className="sport-order__choice-note">
            {nl.participants.registered}
          </span>
        ) : null}
      </label>
      {/* a live region that is always there, so the warning is announced when the child is ticked */}
      <div className="sport-order__age-note" aria-live="polite">
        {showWarning ? (
          <p id={warningId} className="sport-order__warning">
            {ageWarning}
          </p>
        ) : null}
      </div>
      <RowErrors id={errorId} errors={errors} />
    </>
  );
}
