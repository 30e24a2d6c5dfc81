/**
 * /echipa/performanta (docs/monitoring.md): for members of the Volan team only. Anyone else —
 * signed out, private, dealer, or a main account acting for a team member — gets the 404 page, as
 * Query.webVitalsP75 answers NOT_FOUND. The report itself is read by the browser (the staff check
 * there is requireStaff), so the page keeps no data in its HTML; `?zile=30` picks the window.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb, type Db } from '@/server/db/client';
import { isStaffSession } from '@/server/graphql/modules/operations/staff';
import { isReportWindow, type ReportWindow } from '@/server/services/operations/web-vitals-report';
import { loadPage, type LoadPageOptions } from './load-page';

/** Props of the team's performance page. */
export type TeamPerformancePageProps = BasePageProps & { days: ReportWindow };

/** The window asked for in ?zile=, or 14. */
export function reportWindowOf(query: GetServerSidePropsContext['query']): ReportWindow {
  const raw = Number(Array.isArray(query['zile']) ? query['zile'][0] : query['zile']);
  return isReportWindow(raw) ? raw : 14;
}

/** For tests: the session reader and the database. */
export interface TeamPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
  db?: Db;
}

export async function loadTeamPerformancePage(
  ctx: GetServerSidePropsContext,
  options: TeamPageOptions = {},
): Promise<GetServerSidePropsResult<TeamPerformancePageProps>> {
  return loadPage(ctx, {
    namespaces: ['monitoring'],
    auth: 'optional',
    ...(options.readSession ? { readSession: options.readSession } : {}),
    load: async (_execute, _ctx, { session }) => {
      const staff = await isStaffSession(options.db ?? (await getDb()), session);
      return staff ? { props: { days: reportWindowOf(ctx.query) } } : { notFound: true };
    },
  }) as Promise<GetServerSidePropsResult<TeamPerformancePageProps>>;
}
