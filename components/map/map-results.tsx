/** The adverts inside the map's bounds: total, cards, and the updating, failed and empty states. */
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import { formatNumber } from '@/lib/format/number';
import type { MapSearchView } from '@/machines/map-search/use-map-search';
import styles from './map-search.module.css';

/** Props of MapResults. */
export interface MapResultsProps {
  view: Pick<MapSearchView, 'adverts' | 'totalCount' | 'listUpdating' | 'listFailed' | 'retryList'>;
}

export function MapResults({ view }: MapResultsProps) {
  const { t } = useTranslation('map');
  return (
    <section className={styles.results} aria-label={t('list.label')} aria-busy={view.listUpdating}>
      <div className={styles.resultsHead} role="status">
        {view.totalCount !== null && (
          <p className={styles.total}>
            {t('list.total', { count: view.totalCount, n: formatNumber(view.totalCount) })}
          </p>
        )}
        {view.listUpdating && <p className={styles.updating}>{t('list.updating')}</p>}
      </div>
      {view.listFailed && (
        <div role="alert" className={styles.error}>
          <p>{t('list.failed')}</p>
          <button type="button" className={styles.retry} onClick={view.retryList}>
            {t('retry')}
          </button>
        </div>
      )}
      {view.totalCount === 0 && !view.listUpdating && <p className={styles.empty}>{t('list.empty')}</p>}
      {view.adverts.length > 0 && <AdCardList adverts={[...view.adverts]} heading="h2" label={t('list.label')} />}
    </section>
  );
}
