/**
 * The notification snackbar (SPEC §2.6). The live region (role="status") is always in the page,
 * so screen readers announce a notification when its text appears; the × hides it by id.
 */
import { useTranslation } from 'react-i18next';
import styles from './snackbar.module.css';

/** What the snackbar shows and can ask for; built by machines/snackbar/use-snackbar.ts. */
export interface SnackbarView {
  readonly isOpen: boolean;
  readonly id: string | null;
  readonly message: string;
  readonly show: (id: string, message: string) => void;
  readonly hide: (id: string) => void;
}

export function Snackbar({ view }: { view: SnackbarView }) {
  const { t } = useTranslation('ui');
  const { id } = view;
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {view.isOpen && id !== null && (
        <div className={styles.snackbar} data-snackbar-id={id}>
          <p className={styles.message}>{view.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('snackbar.dismiss')}
            onClick={() => view.hide(id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
