/** /flows/demo — the UI primitives (select, combobox, dialogs, snackbar, access restricted) on one page. */
import type { GetServerSideProps } from 'next';
import { FlowsDemoScreen } from '@/components/flows/flows-demo-screen';
import { FLOWS_NAMESPACE } from '@/lib/flows/flows-i18n';
import type { BasePageProps } from '@/lib/page/page-props';
import { getEnv } from '@/server/env';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) =>
  loadPage(ctx, {
    namespaces: [FLOWS_NAMESPACE, 'ui'],
    load: () => Promise.resolve(getEnv().FLOWS_EXPLORER === '0' ? { notFound: true } : { props: {} }),
  });

export default function FlowsDemoPage() {
  return <FlowsDemoScreen />;
}
