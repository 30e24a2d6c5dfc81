/** /flows — every registered flow machine, with its size and model coverage (DESIGN.md). */
import type { GetServerSideProps } from 'next';
import { FlowsListScreen } from '@/components/flows/flows-list-screen';
import type { FlowSummary } from '@/lib/flows/flows-page.types';
import { FLOWS_NAMESPACE, flowsTranslate } from '@/lib/flows/flows-i18n';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { getEnv } from '@/server/env';
import { listFlows } from '@/server/page/flows.loader';
import { loadPage } from '@/server/page/load-page';
import { loadTranslations } from '@/server/page/load-translations';

type Props = BasePageProps & { flows: FlowSummary[] };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage<{ flows: FlowSummary[] }>(ctx, {
    namespaces: [FLOWS_NAMESPACE],
    load: async () => {
      if (getEnv().FLOWS_EXPLORER === '0') return { notFound: true };
      const t = flowsTranslate(await loadTranslations(DEFAULT_LOCALE, [FLOWS_NAMESPACE]));
      return { props: { flows: listFlows(t) } };
    },
  });

export default function FlowsPage({ flows }: Props) {
  return <FlowsListScreen flows={flows} />;
}
