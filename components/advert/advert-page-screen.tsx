/** The one screen of /{category}/anunt/{id}: the advert, or the inactive-ad screen. */
import type { AdvertPageData } from '@/lib/page/page-data.types';
import { AdvertScreen } from './advert-screen';
import { InactiveAdScreen } from './inactive-ad-screen';

export function AdvertPageScreen(data: AdvertPageData) {
  return data.view === 'active' ? (
    <AdvertScreen advert={data.advert} similar={data.similar} tiles={data.tiles} financing={data.financing ?? null} />
  ) : (
    <InactiveAdScreen adId={data.adId} categorySlug={data.categorySlug} similar={data.similar} />
  );
}
