/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'), the Bucharest calendar of billing: today's date
 * from an instant, and day arithmetic done in UTC so no time zone or summer-time change moves a
 * date.
 */

/** The time zone of every billing date. */
export const BILLING_TIME_ZONE = 'Europe/Bucharest';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const DAY_MS = 86_400_000;

const bucharestParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Bucharest calendar date of an instant: 2026-03-14T22:30Z -> '2026-03-15'. */
export function bucharestDate(at: Date): string {
  const values = Object.fromEntries(bucharestParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${values['year'] ?? ''}-${values['month'] ?? ''}-${values['day'] ?? ''}`;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

function utcMs(iso: string): number {
  if (!isIsoDate(iso)) throw new RangeError(`not an ISO date: ${iso}`);
  return Date.parse(`${iso}T00:00:00Z`);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `iso` moved by `days` calendar days (negative: back). */
export function addDays(iso: string, days: number): string {
  return fromUtcMs(utcMs(iso) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The day of the week, 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(utcMs(iso)).getUTCDay();
}

/** `iso` moved by `months` calendar months, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(y, m, Math.min(day, last)));
}
