// Money and dates (docs/architecture.md "Texts and formatting"). Dates are shown in Europe/Amsterdam: that shows
// the right day, which the old product approximated by adding one day (spec §4 "Event dates").
const ZONE = 'Europe/Amsterdam';

const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Parses an API amount such as '1,234.50' (PHP number_format: thousand commas, spec §9). */
export function parseAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return amount;
  if (!amount) return 0;
  const value = Number(amount.replace(/,/g, ''));
  return Number.isFinite(value) ? value : 0;
}

export function formatMoney(amount: string | number): string {
  return money.format(parseAmount(amount));
}

/** 'EUR {price} per kind' (spec §9): a literal label, with the price as the CMS gives it. */
export function formatPricePerChild(price: number | string): string {
  const value = parseAmount(price);
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return `EUR ${text} per kind`;
}

function parts(date: Date): { day: string; month: string; year: string } {
  const found = new Intl.DateTimeFormat('nl-NL', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date);
  const get = (type: string) => found.find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14 juli 2027' in Europe/Amsterdam. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${day} ${month} ${year}`;
}

/** '28 november 2026, 14:05' in Europe/Amsterdam (when staff should know something changed); '' for a value that is not a date. */
export function formatDateTime(value: string | Date): string {
  const date = formatDate(value);
  return date && `${date}, ${formatTime(value)}`;
}

/** A date range with 't/m' when start and end fall on different local days (spec §4 "Event dates"). */
export function formatDateRange(start: string | Date, end?: string | Date | null): string {
  const from = toDate(start);
  if (!from) return '';
  const to = end ? toDate(end) : null;
  const a = parts(from);
  if (!to) return formatDate(from);
  const b = parts(to);
  if (a.day === b.day && a.month === b.month && a.year === b.year) return formatDate(from);
  if (a.year !== b.year) return `${formatDate(from)} t/m ${formatDate(to)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} t/m ${b.day} ${b.month} ${b.year}`;
  return `${a.day} t/m ${b.day} ${b.month} ${b.year}`;
}

const TIME = new Intl.DateTimeFormat('nl-NL', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '10:42' in Europe/Amsterdam (a held place's end); '' for a value that is not a date. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? TIME.format(date) : '';
}

const DAY_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const WEEKDAY_DATE = new Intl.DateTimeFormat('nl-NL', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const WEEKDAY_DATE_YEAR = new Intl.DateTimeFormat('nl-NL', {
  timeZone: ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * Until when something is held, as a parent reads it: '10:42' when that is today, else with its day,
 * 'zaterdag 14 maart, 14:50' (a waiting-list offer is held for a day: a bare time would read as today's).
 * '' for a value that is not a date.
 */
export function formatMoment(value: string | Date, now: Date | number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const time = TIME.format(date);
  const [day, today] = [DAY_KEY.format(date), DAY_KEY.format(now)];
  if (day === today) return time;
  // the year only when it is not this year's
  return `${(day.slice(0, 4) === today.slice(0, 4) ? WEEKDAY_DATE : WEEKDAY_DATE_YEAR).format(date)}, ${time}`;
}

const DAY_AND_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'zaterdag 1 maart, 20:00' in Europe/Amsterdam (the moment sign-up opens); '' for a value that is not a date. */
export function formatDayAndTime(value: string | Date | number): string {
  const date = typeof value === 'number' ? new Date(value) : toDate(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  const found = DAY_AND_TIME.formatToParts(date);
  const get = (type: string) => found.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')}, ${get('hour')}:${get('minute')}`;
}
