/**
 * A thin progress bar at the top of the page while it loads (SPEC §4 page load status). The root
 * carries `data-page-status` ('loading' | 'page_loaded') for tests and scripts that wait for it.
 */
import { useTranslation } from 'react-i18next';
import styles from './page-load-indicator.module.css';

/** The page load status as the indicator shows it; built by machines/page-load/use-page-load.ts. */
export interface PageLoadView {
  readonly status: 'loading' | 'page_loaded';
  readonly isLoaded: boolean;
}

export function PageLoadIndicator({ view }: { view: PageLoadView }) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.root} data-page-status={view.status}>
      {!view.isLoaded && (
        <div role="progressbar" aria-label={t('pageLoad.loading')} aria-busy="true" className={styles.bar} />
      )}
    </div>
  );
}
