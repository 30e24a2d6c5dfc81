/**
 * getServerSideProps of /vehicle-history-report/provider: which history-report provider is
 * configured (the sandbox here), whether it is a sandbox, and its price.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { HistoryProviderProps } from '@/lib/ads/vin-rules';
import type { BasePageProps } from '@/lib/page/page-props';
import { historyReportProvider } from '@/server/services/history-report';
import { loadPage } from './load-page';

export function loadHistoryProvider(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<BasePageProps & HistoryProviderProps>> {
  return loadPage(ctx, {
    namespaces: ['history'],
    load: () => {
      const { id, sandbox, priceLei } = historyReportProvider();
      return Promise.resolve({ props: { provider: { id, sandbox, priceLei } } });
    },
  });
}
