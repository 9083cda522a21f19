import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '../../../shared/ui/Field';
import { BirthdateInput } from '../../../shared/ui/BirthdateInput';
import {
  $rowErrors,
  addChildRow,
  birthdateProblem,
  removeChildRow,
  rowBirthdate,
  updateChildRow,
  type NewChildRow,
} from '../stores/new-children';
import { RowErrors } from './RowErrors';
import { nl } from '../nl';

const NAME_FIELDS = ['first_name', 'last_name'] as const;

interface NewChildRowsProps {
  rows: readonly NewChildRow[];
  price: string;
  /** the age warning for a child (the same as for an existing child), or null when the age fits or is unknown */
  ageWarningOf: (child: { first_name: string; birthdate: string }) => string | null;
}

/**
 * Rows to add new children by first name, last name and birth date (spec §2 "Order step 1", §5 "New child"):
 * the birth date makes the age check work for a new child too (docs/rules.md §4 "Age range").
 */
export function NewChildRows({ rows, price, ageWarningOf }: NewChildRowsProps) {
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rowElements = useRef(new Map<number, HTMLFieldSetElement>());

  const rowErrors = useStore($rowErrors);

  useEffect(() => {
    if (focusKey === null) return;
    rowElements.current.get(focusKey)?.querySelector('input')?.focus();
    setFocusKey(null);
  }, [focusKey]);

  // a row the server refused: focus its first invalid field (or its first field), so the message is heard
  const failedKey = Object.keys(rowErrors).map(Number)[0];
  useEffect(() => {
    if (failedKey === undefined) return;
    const row = rowElements.current.get(failedKey);
    const target = row?.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ?? row?.querySelector('input');
    target?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a save attempt sets new errors
  }, [rowErrors]);

  return (
    <fieldset className="sport-order__fieldset">
      <legend>{nl.participants.newChildren}</legend>
      {rows.map((row, index) => {
        const birthdate = rowBirthdate(row);
        const warning = birthdate !== null && row.first_name.trim() ? ageWarningOf({ first_name: row.first_name, birthdate }) : null;
        const problem = birthdateProblem(row.birthdate);
        const birthdateErrors = [...(rowErrors[row.key]?.fields.birthdate ?? []), ...(problem ? [problem] : [])];
        return (
          <fieldset
            key={row.key}
            className="sport-order__new-child"
            ref={(el) => {
              if (el) rowElements.current.set(row.key, el);
              else rowElements.current.delete(row.key);
            }}
          >
            <legend className="sport-order__new-child-legend">{nl.participants.newChild(index + 1)}</legend>
            <div className="sport-order__new-child-fields">
              {NAME_FIELDS.map((field) => (
                <Field
                  key={field}
                  label={nl.participants[field === 'first_name' ? 'firstName' : 'lastName']}
                  name={`new_child_${row.key}_${field}`}
                  autoComplete="off"
                  required
                  maxLength={100}
                  value={row[field]}
                  errors={rowErrors[row.key]?.fields[field]}
                  onChange={(e) => updateChildRow(row.key, field, e.target.value)}
                />
              ))}
              <BirthdateInput
                name={`new_child_${row.key}_birthdate`}
                value={row.birthdate}
                onChange={(next) => updateChildRow(row.key, 'birthdate', next)}
                errors={birthdateErrors.length ? [...new Set(birthdateErrors)] : undefined}
              />
              <button
                type="button"
                className="sport-button sport-order__remove"
                aria-label={nl.participants.removeChild(index + 1)}
                onClick={() => {
                  removeChildRow(row.key);
                  addButton.current?.focus();
                }}
              >
                {nl.participants.remove}
              </button>
            </div>
            {row.first_name.trim() || row.last_name.trim() ? (
              <p className="sport-order__new-child-price">{nl.participants.pricePerChild(price)}</p>
            ) : null}
            {/* a live region that is always there, so the warning is announced once the date is typed */}
            <div className="sport-order__age-note" aria-live="polite">
              {warning ? <p className="sport-order__warning">{warning}</p> : null}
            </div>
            {/* what the server said about this row beyond its fields (a 503, a network failure): announced here */}
            <RowErrors id={`sport-order-new-child-${row.key}-error`} errors={rowMessages(rowErrors[row.key])} />
          </fieldset>
        );
      })}
      <button type="button" ref={addButton} className="sport-button" onClick={() => setFocusKey(addChildRow())}>
        {nl.participants.addChild}
      </button>
    </fieldset>
  );
}

/** A row's messages that are not already shown by one of its fields. */
function rowMessages(errors: { messages: readonly string[]; fields: Record<string, readonly string[] | undefined> } | undefined): string[] {
  if (!errors) return [];
  const byField = new Set(Object.values(errors.fields).flatMap((list) => list ?? []));
  return errors.messages.filter((m) => !byField.has(m));
}
