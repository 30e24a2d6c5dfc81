/** /flows/<id> — one machine drawn, simulated and with its generated paths (DESIGN.md). */
import type { GetServerSideProps } from 'next';
import { FlowExplorerScreen } from '@/components/flows/flow-explorer-screen';
import type { FlowDetail } from '@/lib/flows/flows-page.types';
import { FLOWS_NAMESPACE, flowsTranslate } from '@/lib/flows/flows-i18n';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { getEnv } from '@/server/env';
import { loadFlowDetail } from '@/server/page/flows.loader';
import { loadPage } from '@/server/page/load-page';
import { loadTranslations } from '@/server/page/load-translations';

type Props = BasePageProps & { detail: FlowDetail; inspect: boolean };

function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?trasee=N`: a page of the generated paths; anything but a whole number from 1 is the first. */
function pathPageOf(value: string | undefined): number {
  return value !== undefined && /^[1-9]\d{0,5}$/u.test(value) ? Number(value) : 1;
}

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage<{ detail: FlowDetail; inspect: boolean }>(ctx, {
    namespaces: [FLOWS_NAMESPACE],
    load: async () => {
      const env = getEnv();
      if (env.FLOWS_EXPLORER === '0') return { notFound: true };
      const t = flowsTranslate(await loadTranslations(DEFAULT_LOCALE, [FLOWS_NAMESPACE]));
      const detail = await loadFlowDetail(String(ctx.params?.id), queryValue(ctx.query.scenario), t, {
        cache: env.NODE_ENV === 'production',
        pathPage: pathPageOf(queryValue(ctx.query.trasee)),
      });
      if (!detail) return { notFound: true };
      // The hosted inspector needs internet and opens stately.ai: development only, opt-in.
      const inspect = env.NODE_ENV === 'development' && queryValue(ctx.query.inspect) === 'stately';
      return { props: { detail, inspect } };
    },
  });

export default function FlowPage({ detail, inspect }: Props) {
  return <FlowExplorerScreen detail={detail} inspect={inspect} />;
}
