/**
 * getServerSideProps of /confirmation/abuse-report/{token}: confirms the report whose mailed link
 * carries the token (server/services/reports.ts) and says how it went. Never cached: each visit
 * reads the database, and a second visit says the report was already confirmed.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb } from '@/server/db/client';
import type { ReportConfirmation } from '@/lib/ads/report-rules';
import { confirmAbuseReport } from '@/server/services/reports';
import { loadPage } from './load-page';

/** Props of the page. */
export interface AbuseReportConfirmationProps {
  outcome: ReportConfirmation;
}

export function loadAbuseReportConfirmation(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<BasePageProps & AbuseReportConfirmationProps>> {
  return loadPage(ctx, {
    namespaces: ['advert'],
    load: async () => {
      const raw = ctx.params?.['hash'];
      const token = typeof raw === 'string' ? raw : '';
      const outcome = await confirmAbuseReport(await getDb(), token, new Date());
      if (outcome === 'unknown') ctx.res.statusCode = 404;
      return { props: { outcome } };
    },
  });
}
