// The age check of order step 1 (docs/rules.md §4 "Age range"): a child's age on the event's first
// day against the event's minAge/maxAge from the CMS. A warning, never a block: the parent decides.
import { nl } from './nl';

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The event's first day in Europe/Amsterdam (where the camp takes place), from its ISO start. */
export function firstDay(startDate: string): Day | null {
  const time = Date.parse(startDate);
  if (!Number.isFinite(time)) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whole years on `on` of a child born on 'dd-mm-yyyy' (spec §5); null when the birthdate is unknown. */
export function ageOn(birthdate: string, on: Day): number | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(birthdate.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const birthdayPassed = on.month > month || (on.month === month && on.day >= day);
  const age = on.year - year - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}

export interface AgeRange {
  minAge: number | null;
  maxAge: number | null;
}

/**
 * The warning for this child, or null when the age fits, the range or the birthdate is unknown (a
 * child without a birthdate gets no guess).
 */
export function ageWarning(
  child: { first_name: string; birthdate: string },
  event: { title: string; startDate: string },
  range: AgeRange,
): string | null {
  const { minAge, maxAge } = range;
  if (minAge === null && maxAge === null) return null;
  const day = firstDay(event.startDate);
  const age = day ? ageOn(child.birthdate, day) : null;
  if (age === null) return null;
  const tooYoung = minAge !== null && age < minAge;
  const tooOld = maxAge !== null && age > maxAge;
  if (!tooYoung && !tooOld) return null;
  return nl.participants.ageWarning(child.first_name.trim(), age, event.title, nl.participants.ageRange(minAge, maxAge));
}
