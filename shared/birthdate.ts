// spec §5 "Birthdate": three boxes, day (1–31, max length 2), month (1–12, max length 2) and year
// (min 1900, max length 4), combined as dd-mm-yyyy with day and month zero-padded; empty if any part
// is missing (the account's profile form and the order flow's new child). The server checks that the date exists and is not in the future.
import { BIRTH_YEAR_MIN } from './contract/profile';

export interface BirthdateParts {
  day: string;
  month: string;
  year: string;
}

export const BIRTHDATE_MAX_LENGTH: Record<keyof BirthdateParts, number> = { day: 2, month: 2, year: 4 };

/** 'dd-mm-yyyy' from the three boxes, or '' when any box is empty. */
export function combineBirthdate({ day, month, year }: BirthdateParts): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!d || !m || !y) return '';
  return `${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`;
}

/** The three boxes of a stored 'dd-mm-yyyy' birthdate; empty boxes for '' or another format. */
export function splitBirthdate(birthdate: string): BirthdateParts {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(birthdate.trim());
  if (!match) return { day: '', month: '', year: '' };
  return { day: match[1]!.padStart(2, '0'), month: match[2]!.padStart(2, '0'), year: match[3]! };
}

/** Keeps only digits, at most as many as the box holds. */
export function cleanBirthdatePart(part: keyof BirthdateParts, value: string): string {
  return value.replace(/\D/g, '').slice(0, BIRTHDATE_MAX_LENGTH[part]);
}

/** Whether one box holds an allowed value (an empty box is left to the required check). */
export function isValidBirthdatePart(part: keyof BirthdateParts, value: string): boolean {
  if (value === '') return true;
  if (!/^\d+$/.test(value)) return false;
  const n = Number(value);
  if (part === 'day') return n >= 1 && n <= 31;
  if (part === 'month') return n >= 1 && n <= 12;
  return value.length === 4 && n >= BIRTH_YEAR_MIN;
}

/**
 * Whether a box's typed value can only mean one thing, so focus may move on (typing 3 / 11
 * / 2018 must not become 31 / 12 / 018): two digits, or a day of 4–9 (no day 40) or a month of 2–9
 * (no month 20). A '3' in the day box may still become 31, so it waits.
 */
export function isBirthdatePartDone(part: keyof BirthdateParts, value: string): boolean {
  if (part === 'year') return false;
  if (value.length === BIRTHDATE_MAX_LENGTH[part]) return true;
  if (value.length !== 1) return false;
  return Number(value) >= (part === 'day' ? 4 : 2);
}

/** A single digit 1–9 of the day or month box as two ('3' → '03'); anything else as it is. */
export function padBirthdatePart(part: keyof BirthdateParts, value: string): string {
  return part !== 'year' && /^[1-9]$/.test(value) ? `0${value}` : value;
}

/** Whether the typed text ends in a separator ('3/', '3-', '3.', '3 '): the parent means "next box". */
export function endsWithSeparator(raw: string): boolean {
  return /\d[^\d]$/.test(raw);
}
