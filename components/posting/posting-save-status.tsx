/** The autosave line: saving, saved at, offline (kept on this device), restored from this device. */
import { useTranslation } from 'react-i18next';
import type { PostingView } from '@/machines/posting/use-posting';
import styles from './posting.module.css';

const time = (iso: string) =>
  new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Bucharest' }).format(
    new Date(iso),
  );

export function PostingSaveStatus({ view }: { view: PostingView }) {
  const { t } = useTranslation('posting');
  const text = view.offline
    ? t('save.offline')
    : view.saving
      ? t('save.saving')
      : view.savedAt
        ? t('save.saved', { time: time(view.savedAt) })
        : t('save.notSaved');
  return (
    <div className={styles.status}>
      {view.restoredLocally ? <p className={styles.note}>{t('save.restored')}</p> : null}
      <p role="status" data-offline={view.offline || undefined}>
        {text}
      </p>
    </div>
  );
}
