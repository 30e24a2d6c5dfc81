/** /vehicle-history-report/provider — the vehicle history report's provider (SPEC §2.2). */
import type { GetServerSideProps } from 'next';
import { HistoryProviderScreen } from '@/components/advert/history-provider-screen';
import type { HistoryProviderProps } from '@/lib/ads/vin-rules';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadHistoryProvider } from '@/server/page/history-provider.loader';

type Props = BasePageProps & HistoryProviderProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadHistoryProvider(ctx);

export default function HistoryProviderPage({ provider }: Props) {
  return <HistoryProviderScreen provider={provider} />;
}
