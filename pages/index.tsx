/** / — home (SPEC §2.2). */
import type { GetServerSideProps } from 'next';
import { PAGE_AD_SLOTS } from '@/lib/ads/ad-slots';
import { HomeScreen } from '@/components/home/home-screen';
import type { HomePageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadHome } from '@/server/page/home.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & HomePageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: ['home', 'ui'],
    shared: true,
    adSlots: PAGE_AD_SLOTS.home,
    load: (execute) => loadHome(execute),
  });

export default function HomePage({ categories, makes, latestAdverts, newCarCount, pricingInsights }: Props) {
  return (
    <HomeScreen
      categories={categories}
      makes={makes}
      latestAdverts={latestAdverts}
      newCarCount={newCarCount}
      pricingInsights={pricingInsights}
    />
  );
}
