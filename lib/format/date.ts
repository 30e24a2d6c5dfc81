/**
 * Dates from the API are ISO strings: a calendar date ('2019-03-15') or an instant
 * ('2021-11-02T22:30:00.000Z'). A calendar date is formatted as written; an instant is shown on
 * the Bucharest calendar (the site's, and billing's: lib/billing/calendar-date.ts), never through
 * the local time zone, so server and browser agree and 23:30 in Bucharest is not the UTC day before.
 */
import { bucharestDate } from '@/lib/billing/calendar-date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/u;
const ZONED = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/iu;

function parts(iso: string): { year: string; month: string; day: string } | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  // Only an instant with its zone (Z, +02:00) is moved; a time without one is read as written,
  // as the runtime's own zone would read it differently on the server and in the browser.
  if (!ZONED.test(iso)) return { year, month, day };
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { year, month, day };
  const [y = '', m = '', d = ''] = bucharestDate(at).split('-');
  return { year: y, month: m, day: d };
}

/** '2019-03-15' -> '15.03.2019'; '' when the string is not an ISO date. */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** '2019-03-15' -> '03.2019' (how a first registration is usually written). */
export function formatMonthYear(iso: string): string {
  const p = parts(iso);
  return p ? `${p.month}.${p.year}` : '';
}

/** '2019-03-15T10:00:00Z' -> '2019'. */
export function formatYear(iso: string): string {
  return parts(iso)?.year ?? '';
}
