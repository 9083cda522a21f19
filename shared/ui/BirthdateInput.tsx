import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame } from './Field';
import {
  BIRTHDATE_MAX_LENGTH,
  cleanBirthdatePart,
  endsWithSeparator,
  isBirthdatePartDone,
  isValidBirthdatePart,
  padBirthdatePart,
  type BirthdateParts,
} from '../birthdate';
import { nl } from '../nl';

interface BirthdateInputProps {
  name: string;
  /** the id of the group; the day box is `${id}-day` (a link to the field focuses it) */
  id?: string | undefined;
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
export function BirthdateInput({ name, id, value, onChange, errors }: BirthdateInputProps) {
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const t = nl.birthdate;
  const labels = { day: t.day, month: t.month, year: t.year };
  const invalid = { day: t.dayInvalid, month: t.monthInvalid, year: t.yearInvalid };
  // a box's error shows once the parent left it (or tried to save): every part's, not only the first
  const [left, setLeft] = useState<Record<(typeof PARTS)[number], boolean>>({ day: false, month: false, year: false });
  const leave = (part: (typeof PARTS)[number]) => setLeft((old) => (old[part] ? old : { ...old, [part]: true }));
  const partErrors = PARTS.filter((part) => left[part] && !isValidBirthdatePart(part, value[part])).map((part) => invalid[part]);

  // The browser's own check (spec §5 "the browser's required check applies") with Dutch range messages.
  useEffect(() => {
    for (const part of PARTS) refs[part].current?.setCustomValidity(isValidBirthdatePart(part, value[part]) ? '' : invalid[part]);
  });

  // the newest value: moving focus blurs the box before the new value is drawn
  const latest = useRef(value);
  latest.current = value;
  const send = (next: BirthdateParts) => {
    latest.current = next;
    onChange(next);
  };

  // After focus moved on by itself, the parent's own Tab that follows at once means "next box" too (a
  // parent who types 3 Tab 11 Tab 2018 does not wait to see where focus went): that one Tab is absorbed.
  // Anything else first (a key, a click elsewhere, Shift+Tab) and Tab works as always.
  const absorbTab = useRef<(typeof PARTS)[number] | null>(null);

  function moveOn(part: (typeof PARTS)[number], auto: boolean) {
    const next = NEXT[part];
    if (!next) return;
    refs[next].current?.focus();
    refs[next].current?.select();
    absorbTab.current = auto ? next : null;
  }

  function keyDown(part: (typeof PARTS)[number], event: KeyboardEvent<HTMLInputElement>) {
    const absorb = absorbTab.current === part && event.key === 'Tab' && !event.shiftKey && latest.current[part] === '';
    absorbTab.current = null;
    if (absorb) event.preventDefault();
  }

  // spec §5 "Focus moves to the next box when a box is full", but only when what was typed can mean one
  // thing: '4' in the day box is the 4th, '3' may become 31; a separator ('3/') also moves on.
  function change(part: (typeof PARTS)[number], raw: string) {
    const clean = cleanBirthdatePart(part, raw);
    const separator = clean !== '' && endsWithSeparator(raw);
    const done = clean !== value[part] && isBirthdatePartDone(part, clean);
    send({ ...latest.current, [part]: separator || done ? padBirthdatePart(part, clean) : clean });
    if (separator || done) moveOn(part, !separator);
  }

  function blur(part: (typeof PARTS)[number]) {
    if (absorbTab.current === part) absorbTab.current = null;
    leave(part);
    const padded = padBirthdatePart(part, latest.current[part]);
    if (padded !== latest.current[part]) send({ ...latest.current, [part]: padded });
  }

  return (
    <FieldFrame
      id={id}
      label={t.label}
      hint={t.hint}
      errors={partErrors.length || errors?.length ? [...partErrors, ...(errors ?? [])] : undefined}
      marked
      group
      className="sport-birthdate"
    >
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
                autoComplete="off"
                maxLength={BIRTHDATE_MAX_LENGTH[part]}
                required
                aria-required
                aria-invalid={control['aria-invalid']}
                className="sport-field__input"
                value={value[part]}
                onChange={(e) => change(part, e.target.value)}
                onKeyDown={(e) => keyDown(part, e)}
                onBlur={() => blur(part)}
                onInvalid={() => leave(part)}
              />
            </div>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
