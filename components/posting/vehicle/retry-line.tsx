/** A failure said in an alert, with 'Încearcă din nou'. */
import { useTranslation } from 'react-i18next';
import styles from './vehicle-fields.module.css';

export function RetryLine({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation('vehicle-check');
  return (
    <div className={styles.status}>
      <span role="alert" className={styles.bad}>
        {message}
      </span>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
