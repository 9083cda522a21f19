import { useEffect, useRef } from 'react';
import { FieldFrame } from '../../../shared/ui/Field';
import { BIRTHDATE_MAX_LENGTH, cleanBirthdatePart, isValidBirthdatePart, type BirthdateParts } from '../birthdate';
import { nl } from '../nl';

interface BirthdateInputProps {
  name: string;
  value: BirthdateParts;
  /** the new three boxes (a composite control of the form kit: `bind('birthdate')` takes the value) */
  onChange: (value: BirthdateParts) => void;
  errors?: readonly string[] | undefined;
}

const PARTS = ['day', 'month', 'year'] as const;
const NEXT: Record<(typeof PARTS)[number], (typeof PARTS)[number] | null> = { day: 'month', month: 'year', year: null };

/**
 * spec §5 "Birthdate": day (1–31, max length 2), month (1–12, max length 2), year (min 1900, max
 * length 4); focus moves to the next box when a box is full. A group in the kit's FieldFrame.
 */
export function BirthdateInput({ name, value, onChange, errors }: BirthdateInputProps) {
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const labels = { day: nl.profile.day, month: nl.profile.month, year: nl.profile.year };
  const invalid = { day: nl.profile.dayInvalid, month: nl.profile.monthInvalid, year: nl.profile.yearInvalid };

  // The browser's own check (spec §5 "the browser's required check applies") with Dutch range messages.
  useEffect(() => {
    for (const part of PARTS) refs[part].current?.setCustomValidity(isValidBirthdatePart(part, value[part]) ? '' : invalid[part]);
  });

  function change(part: (typeof PARTS)[number], raw: string) {
    const clean = cleanBirthdatePart(part, raw);
    onChange({ ...value, [part]: clean });
    const next = NEXT[part];
    if (next && clean.length === BIRTHDATE_MAX_LENGTH[part] && clean !== value[part]) {
      refs[next].current?.focus();
      refs[next].current?.select();
    }
  }

  return (
    <FieldFrame label={nl.profile.birthdate} hint={nl.profile.birthdateHint} errors={errors} marked group className="sport-birthdate">
      {(control) => (
        <div className="sport-birthdate__boxes">
          {PARTS.map((part) => (
            <div key={part} className={`sport-birthdate__box sport-birthdate__box--${part}`}>
              <label htmlFor={`${control.id}-${part}`} className="sport-birthdate__label">
                {labels[part]}
              </label>
              <input
                ref={refs[part]}
                id={`${control.id}-${part}`}
                name={`${name}-${part}`}
                type="text"
                inputMode="numeric"
                autoComplete={`bday-${part}`}
                maxLength={BIRTHDATE_MAX_LENGTH[part]}
                required
                aria-required
                aria-invalid={control['aria-invalid']}
                className="sport-field__input"
                value={value[part]}
                onChange={(e) => change(part, e.target.value)}
              />
            </div>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
