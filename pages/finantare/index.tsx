/** /finantare — the buyer's loan simulator and application (docs/financing.md; issue 16). */
import type { GetServerSideProps } from 'next';
import { FinancingPageScreen } from '@/components/financing/financing-page-screen';
import type { FinancingPageData } from '@/lib/financing/financing-page.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadFinancingPage } from '@/server/page/financing.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & FinancingPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['financing'], shared: true, load: loadFinancingPage });

export default function FinancingPage(props: Props) {
  // Another advert or entry point (a link from the page itself) starts the simulator afresh.
  return <FinancingPageScreen key={`${props.advert?.id ?? ''}:${props.entryPoint}`} {...props} />;
}
