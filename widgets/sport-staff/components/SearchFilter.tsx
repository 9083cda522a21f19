import { useId } from 'react';

interface SearchFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** a line under the field, read with it */
  hint?: string;
  className?: string;
}

/** The back office's "type part of a name" box (Overzicht, Deelnemers, Aanwezig): a labelled search field. */
export function SearchFilter({ label, value, onChange, hint, className = 'sport-staff__filter' }: SearchFilterProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="sport-field__label">
        {label}
      </label>
      <input
        id={id}
        className="sport-field__input"
        type="search"
        autoComplete="off"
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="sport-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
