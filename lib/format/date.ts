/**
 * Dates from the API are ISO strings ('2019-03-15' or a full timestamp). They are formatted from
 * the string itself (UTC), never through the local time zone, so server and browser agree.
 */

function parts(iso: string): { year: string; month: string; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  return { year, month, day };
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
