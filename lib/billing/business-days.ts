/**
 * Business days of the billing reminders (docs/billing.md, SPEC §9): every day but Saturdays,
 * Sundays and Romania's public holidays (Codul muncii art. 139): 1–2 January, 6–7 January
 * (Epiphany, St John), 24 January, Orthodox Good Friday, Easter Sunday and Monday, 1 May, 1 June,
 * Orthodox Pentecost Sunday and Monday, 15 August, 30 November, 1 December, 25–26 December.
 */
import { addDays, weekday } from './calendar-date';

const FIXED = [
  '01-01',
  '01-02',
  '01-06',
  '01-07',
  '01-24',
  '05-01',
  '06-01',
  '08-15',
  '11-30',
  '12-01',
  '12-25',
  '12-26',
];

/** Orthodox Easter Sunday of `year` (Meeus' Julian algorithm, moved to the Gregorian calendar). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Julian -> Gregorian: 13 days from 1900 to 2099.
  return addDays(julian, 13);
}

const cache = new Map<number, ReadonlySet<string>>();

/** Every public holiday of `year`, as ISO dates. */
export function romanianHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const easter = orthodoxEaster(year);
  const days = new Set<string>([
    ...FIXED.map((md) => `${String(year)}-${md}`),
    addDays(easter, -2),
    easter,
    addDays(easter, 1),
    addDays(easter, 49),
    addDays(easter, 50),
  ]);
  cache.set(year, days);
  return days;
}

/** True for a Romanian public holiday. */
export function isPublicHoliday(iso: string): boolean {
  return romanianHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** True unless `iso` is a Saturday, a Sunday or a public holiday. */
export function isBusinessDay(iso: string): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !isPublicHoliday(iso);
}

/** The `count`-th business day before `iso` (not counting `iso` itself); count ≥ 1. */
export function businessDaysBefore(iso: string, count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('businessDaysBefore: count ≥ 1');
  let day = iso;
  let left = count;
  while (left > 0) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** The `count`-th business day after `iso` (not counting `iso` itself); count ≥ 1. */
export function businessDaysAfter(iso: string, count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('businessDaysAfter: count ≥ 1');
  let day = iso;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
