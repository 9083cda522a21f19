import { useEffect, useId, useRef } from 'react';
import { BIRTHDATE_MAX_LENGTH, cleanBirthdatePart, combineBirthdate, isValidBirthdatePart, type BirthdateParts } from '../birthdate';
import { nl } from '../nl';

interface BirthdateInputProps {
  value: BirthdateParts;
  onChange: (value: BirthdateParts) => void;
  errors?: readonly string[] | undefined;
}

const PARTS = ['day', 'month', 'year'] as const;
const NEXT: Record<(typeof PARTS)[number], (typeof PARTS)[number] | null> = { day: 'month', month: 'year', year: null };

/**
 * spec §5 "Birthdate": day (1–31, max length 2), month (1–12, max length 2), year (min 1900, max
 * length 4); focus moves to the next box when a box is full. The combined dd-mm-yyyy (or '' when a
 * part is missing) is submitted as `birthdate` through a hidden input.
 */
export function BirthdateInput({ value, onChange, errors }: BirthdateInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const labels = { day: nl.profile.day, month: nl.profile.month, year: nl.profile.year };
  const invalid = { day: nl.profile.dayInvalid, month: nl.profile.monthInvalid, year: nl.profile.yearInvalid };
  const describedBy = [hintId, errors?.length ? errorId : null].filter(Boolean).join(' ');

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
    <fieldset className={`sport-birthdate${errors?.length ? ' sport-field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="sport-field__label">
        {nl.profile.birthdate}
        <span className="sport-field__required" aria-hidden="true">
          {' '}*
        </span>
      </legend>
      <p id={hintId} className="sport-field__hint">
        {nl.profile.birthdateHint}
      </p>
      <div className="sport-birthdate__boxes">
        {PARTS.map((part) => (
          <div key={part} className={`sport-birthdate__box sport-birthdate__box--${part}`}>
            <label htmlFor={`${id}-${part}`} className="sport-birthdate__label">
              {labels[part]}
            </label>
            <input
              ref={refs[part]}
              id={`${id}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete={`bday-${part}`}
              maxLength={BIRTHDATE_MAX_LENGTH[part]}
              required
              aria-required
              aria-invalid={errors?.length ? true : undefined}
              className="sport-field__input"
              value={value[part]}
              onChange={(e) => change(part, e.target.value)}
            />
          </div>
        ))}
      </div>
      <input type="hidden" name="birthdate" value={combineBirthdate(value)} />
      {errors?.length ? (
        <p id={errorId} className="sport-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
