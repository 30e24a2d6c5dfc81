/**
 * The map search page (/{category}/harta): the map with the cities clustered, the open city's card,
 * and the list of the adverts inside the map's bounds — beside the map on wide screens, below it on
 * phones. MapSearchScreen runs the flow; MapSearchLayout draws its view around a map slot (the page
 * gives it the Leaflet canvas).
 */
import Head from 'next/head';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilters } from '@/components/listing/active-filters';
import { FilterChips, ListingNotices } from '@/components/listing/listing-notices';
import { toAdvertFilters } from '@/lib/listing/listing-filters';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import { mapSearchHref } from '@/lib/map/map-href';
import type { MapPageData } from '@/lib/map/map-page.types';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { useMapSearch, type MapSearchDeps, type MapSearchView } from '@/machines/map-search/use-map-search';
import { MapCanvas } from './map-canvas';
import { MapCityCard } from './map-city-card';
import { MapResults } from './map-results';
import styles from './map-search.module.css';

/** The listing's search the map shows: its filters, what was dropped and why, the places it names. */
export interface MapSearchFilters {
  query: ListingQuery;
  notices: readonly ListingNotice[];
  places: ListingPlaces;
}

/** Props of MapSearchLayout. */
export interface MapSearchLayoutProps {
  categorySlug: string;
  search: MapSearchFilters;
  view: MapSearchView;
  /** The map itself (MapCanvas on the page). */
  map: ReactNode;
}

export function MapSearchLayout({ categorySlug, search, view, map }: MapSearchLayoutProps) {
  const { t } = useTranslation(['map', 'categories', 'listing', 'common']);
  const category = t(`categories:${categorySlug}`);
  const title = t('map:meta.title', { category });
  const active = activeFilters(t, search.query, null, search.places);
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{title}</title>
        <meta key="og:title" property="og:title" content={title} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('map:heading', { category })}</h1>
        <Link href={listingHref(search.query)} className={styles.back}>
          {t('map:backToListing')}
        </Link>
      </header>
      <ListingNotices notices={search.notices} />
      {active.length > 0 && (
        <div className={styles.filters}>
          <FilterChips
            active={active}
            label={t('map:filters.label')}
            hrefOf={(query) => mapSearchHref(categorySlug, query)}
          />
          <a href={mapSearchHref(categorySlug)} className={styles.clear}>
            {t('map:filters.clear')}
          </a>
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          {view.outline && (
            <p role="status" className={styles.notice}>
              {t('map:outlineNotice')}
            </p>
          )}
          {view.loadingPoints && (
            <p role="status" className={styles.notice}>
              {t('map:loadingPoints')}
            </p>
          )}
          {view.pointsFailed && (
            <div role="alert" className={styles.error}>
              <p>{t('map:pointsFailed')}</p>
              <button type="button" className={styles.retry} onClick={view.retryPoints}>
                {t('map:retry')}
              </button>
            </div>
          )}
          {!view.loadingPoints && !view.pointsFailed && view.cityCount === 0 && (
            <p className={styles.notice}>{t(active.length > 0 ? 'map:noPointsFiltered' : 'map:noPoints')}</p>
          )}
          {map}
          {view.selectedCity && (
            <MapCityCard
              categorySlug={categorySlug}
              query={search.query}
              city={view.selectedCity}
              onClose={view.closeCity}
            />
          )}
        </div>
        <MapResults view={view} />
      </div>
    </div>
  );
}

/** Props of MapSearchScreen: the page's data, and replacement actors for tests. */
export type MapSearchScreenProps = MapPageData & { deps?: MapSearchDeps };

export function MapSearchScreen({
  categorySlug,
  query,
  notices,
  places,
  points,
  list,
  tiles,
  deps,
}: MapSearchScreenProps) {
  const filters = useMemo(() => toAdvertFilters(query, places.cities), [query, places]);
  const view = useMapSearch({ categorySlug, filters, points, list }, deps);
  return (
    <MapSearchLayout
      categorySlug={categorySlug}
      search={{ query, notices, places }}
      view={view}
      map={<MapCanvas view={view} tiles={tiles} />}
    />
  );
}
