/** /{category}/harta — map search (issue 10): cities with adverts on a map, the list of the adverts in view. */
import type { GetServerSideProps } from 'next';
import { MapSearchScreen } from '@/components/map/map-search-screen';
import { mapSearchHref } from '@/lib/map/map-href';
import type { MapPageData } from '@/lib/map/map-page.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage } from '@/server/page/load-page';
import { loadMapSearch } from '@/server/page/map.loader';

type Props = BasePageProps & MapPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['map', 'listing', 'ui'], shared: true, load: loadMapSearch });

export default function MapSearchPage({ categorySlug, query, notices, places, points, list, tiles }: Props) {
  return (
    // Another search (a chip removed, a link) starts the map's flow afresh with its filters.
    <MapSearchScreen
      key={mapSearchHref(categorySlug, query)}
      categorySlug={categorySlug}
      query={query}
      notices={notices}
      places={places}
      points={points}
      list={list}
      tiles={tiles}
    />
  );
}
