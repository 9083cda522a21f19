import { useId } from 'react';
import { monthName, type VisitorFilters } from '../list-rules';
import { nl } from '../nl';

// The visitor's filters (docs/rules.md "Event list"): labelled selects that change the list at once,
// and the number of events shown, announced politely when it changes. One row of fixed height,
// reserved by the stylesheet before the element mounts, so nothing moves.

interface FiltersProps {
  value: VisitorFilters;
  choices: { ages: number[]; months: string[]; sports: string[] };
  count: number;
  onChange: (value: VisitorFilters) => void;
}

export function Filters({ value, choices, count, onChange }: FiltersProps) {
  const id = useId();
  const select = (name: keyof VisitorFilters, label: string, any: string, options: { value: string; label: string }[]) => (
    <div className="sport-event-list__filter">
      <label className="sport-event-list__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="sport-event-list__select"
        value={value[name] === null ? '' : String(value[name])}
        onChange={(e) => {
          const raw = e.target.value;
          onChange({ ...value, [name]: raw === '' ? null : name === 'age' ? Number(raw) : raw });
        }}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  // a value from a shared address that this list does not offer stays choosable, so the select shows it
  const withCurrent = (list: string[], current: string | null) => (current && !list.includes(current) ? [...list, current] : list);
  const ages = withCurrent(choices.ages.map(String), value.age === null ? null : String(value.age));
  return (
    <form className="sport-event-list__filters" role="search" aria-label={nl.filters.legend} onSubmit={(e) => e.preventDefault()}>
      <div className="sport-event-list__controls">
        {ages.length > 0
          ? select(
              'age',
              nl.filters.age,
              nl.filters.anyAge,
              ages.map((a) => ({ value: a, label: nl.filters.ageOption(Number(a)) })),
            )
          : null}
        {select(
          'month',
          nl.filters.month,
          nl.filters.anyMonth,
          withCurrent(choices.months, value.month).map((m) => ({ value: m, label: monthName(m) })),
        )}
        {choices.sports.length > 1 || value.sport
          ? select(
              'sport',
              nl.filters.sport,
              nl.filters.anySport,
              withCurrent(choices.sports, value.sport).map((s) => ({ value: s, label: s })),
            )
          : null}
      </div>
      <p className="sport-event-list__count" role="status">
        {nl.count(count)}
      </p>
    </form>
  );
}
