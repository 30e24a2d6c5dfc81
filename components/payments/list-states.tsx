/** The loading, error-with-retry and "load more" parts every billing list shares. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import styles from './payments.module.css';

export function ListLoading() {
  const { t } = useTranslation('payments');
  return (
    <p role="status" aria-busy="true">
      {t('lists.loading')}
    </p>
  );
}

export function ListFailed({ error, retry }: { error: string | null; retry: () => void }) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <div role="alert" className={styles.alert}>
      <p>{t(error ?? 'payments:errors.listFailed')}</p>
      <p>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry}>
          {t('payments:retry')}
        </button>
      </p>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}

export function LoadMore({
  hasMore,
  loadingMore,
  moreError,
  more,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  more: () => void;
}) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <>
      {moreError ? (
        <p role="alert" className={styles.error}>
          {t(moreError)}
        </p>
      ) : null}
      {hasMore ? (
        <p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={more}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {t(loadingMore ? 'payments:lists.loadingMore' : 'payments:lists.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
