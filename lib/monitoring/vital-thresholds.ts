/**
 * The Web Vitals thresholds (web.dev): at or under `good` is good, over `poor` is poor, between
 * needs improvement. The team page colours each p75 by them.
 */

/** The six vitals in the order the page shows them. */
export const VITALS = ['TTFB', 'FCP', 'LCP', 'FID', 'INP', 'CLS'] as const;
/** One of VITALS. */
export type VitalName = (typeof VITALS)[number];

/** How a value rates. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Upper bounds of good and of needs-improvement (ms; CLS unitless). */
export const THRESHOLDS: Readonly<Record<VitalName, { readonly good: number; readonly poor: number }>> = {
  TTFB: { good: 800, poor: 1800 },
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** The rating of `value` for `name`. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** One p75 as the server sends it. */
export interface P75Cell {
  readonly route: string;
  readonly day: string;
  readonly name: string;
  readonly p75: number;
  readonly samples: number;
}

/** One row of the page's table: a route on a day, with the p75 of each vital it has. */
export interface P75Row {
  readonly route: string;
  readonly day: string;
  readonly values: Partial<Record<VitalName, { readonly p75: number; readonly samples: number }>>;
}

/** The cells as rows of route and day (newest day first, then route), vitals as columns; unknown names are left out. */
export function p75Rows(cells: readonly P75Cell[]): P75Row[] {
  const rows = new Map<string, { route: string; day: string; values: P75Row['values'] & object }>();
  for (const cell of cells) {
    if (!(VITALS as readonly string[]).includes(cell.name)) continue;
    const key = `${cell.day}\u0000${cell.route}`;
    const row = rows.get(key) ?? { route: cell.route, day: cell.day, values: {} };
    row.values[cell.name as VitalName] = { p75: cell.p75, samples: cell.samples };
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.day.localeCompare(a.day) || a.route.localeCompare(b.route));
}

/** The value as the table writes it: CLS with 3 decimals, times in whole ms. */
export function formatVital(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : String(Math.round(value));
}
