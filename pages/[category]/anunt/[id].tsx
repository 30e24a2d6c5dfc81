/** /{category}/anunt/{id} — ad page (SPEC §2.2); 404 unknown, 410 inactive, 301 wrong category. */
import type { GetServerSideProps } from 'next';
import { PAGE_AD_SLOTS } from '@/lib/ads/ad-slots';
import { AdvertPageScreen } from '@/components/advert/advert-page-screen';
import type { AdvertPageData } from '@/lib/page/page-data.types';
import { useAdvertView } from '@/lib/my-ads/use-advert-view';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadAdvert } from '@/server/page/advert.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & AdvertPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: ['advert', 'vehicle', 'ui', 'financing'],
    shared: true,
    adSlots: PAGE_AD_SLOTS.advert,
    load: loadAdvert,
  });

export default function AdvertPage(props: Props) {
  // Counted from the browser: a page served from the page cache never reaches the loader.
  useAdvertView(props.view === 'active' ? props.advert.id : null);
  return <AdvertPageScreen {...props} />;
}
