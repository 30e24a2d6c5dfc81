/**
 * The map search page (/{category}/harta): the map with the cities clustered, the open city's card,
 * and the list of the adverts inside the map's bounds — beside the map on wide screens, below it on
 * phones. MapSearchScreen runs the flow; MapSearchLayout draws its view around a map slot (the page
 * gives it the Leaflet canvas).
 */
import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPageData } from '@/lib/map/map-page.types';
import { listingUrl } from '@/lib/routes/navigate';
import { useMapSearch, type MapSearchDeps, type MapSearchView } from '@/machines/map-search/use-map-search';
import { MapCanvas } from './map-canvas';
import { MapCityCard } from './map-city-card';
import { MapResults } from './map-results';
import styles from './map-search.module.css';

/** Props of MapSearchLayout. */
export interface MapSearchLayoutProps {
  categorySlug: string;
  view: MapSearchView;
  /** The map itself (MapCanvas on the page). */
  map: ReactNode;
}

export function MapSearchLayout({ categorySlug, view, map }: MapSearchLayoutProps) {
  const { t } = useTranslation(['map', 'categories']);
  const category = t(`categories:${categorySlug}`);
  const title = t('map:meta.title', { category });
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{title}</title>
        <meta key="og:title" property="og:title" content={title} />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('map:heading', { category })}</h1>
        <Link href={listingUrl(categorySlug)} className={styles.back}>
          {t('map:backToListing')}
        </Link>
      </header>
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
            <p className={styles.notice}>{t('map:noPoints')}</p>
          )}
          {map}
          {view.selectedCity && (
            <MapCityCard categorySlug={categorySlug} city={view.selectedCity} onClose={view.closeCity} />
          )}
        </div>
        <MapResults view={view} />
      </div>
    </div>
  );
}

/** Props of MapSearchScreen: the page's data, and replacement actors for tests. */
export type MapSearchScreenProps = MapPageData & { deps?: MapSearchDeps };

export function MapSearchScreen({ categorySlug, points, list, tiles, deps }: MapSearchScreenProps) {
  const view = useMapSearch({ categorySlug, filters: null, points, list }, deps);
  return <MapSearchLayout categorySlug={categorySlug} view={view} map={<MapCanvas view={view} tiles={tiles} />} />;
}
