/**
 * The team's web-vitals report (/echipa/performanta): p75 of each web vital per route and day,
 * computed by PostgreSQL (percentile_cont) over the beacons of the last 14 or 30 days. Days are
 * Bucharest days, as the team reads them.
 */
import { rawQuery, type Db } from '@/server/db/client';

/** The windows the page offers. */
export const REPORT_WINDOWS = [14, 30] as const;
/** One of REPORT_WINDOWS. */
export type ReportWindow = (typeof REPORT_WINDOWS)[number];

/** True for a window the report offers. */
export function isReportWindow(days: number): days is ReportWindow {
  return (REPORT_WINDOWS as readonly number[]).includes(days);
}

/** One p75 cell. */
export interface WebVitalP75Row {
  readonly route: string;
  readonly day: string;
  readonly name: string;
  readonly p75: number;
  readonly samples: number;
}

/** p75 per route, day and vital for web-vital beacons received in the `days` days up to `now`. */
export async function webVitalsP75(db: Db, days: ReportWindow, now: Date): Promise<WebVitalP75Row[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const rows = await rawQuery<{
    route: string;
    day: string;
    name: string;
    p75: number | string;
    samples: number | string;
  }>(
    db,
    `select route,
            to_char((received_at at time zone 'Europe/Bucharest')::date, 'YYYY-MM-DD') as day,
            name,
            percentile_cont(0.75) within group (order by value) as p75,
            count(*) as samples
       from web_vitals
      where label = 'web-vital' and received_at > $1 and received_at <= $2
      group by route, day, name
      order by day desc, route, name`,
    [since.toISOString(), now.toISOString()],
  );
  return rows.map((row) => ({
    route: row.route,
    day: row.day,
    name: row.name,
    p75: Number(row.p75),
    samples: Number(row.samples),
  }));
}
