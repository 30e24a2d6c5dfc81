/** A change the server did not save: its reason and "Încearcă din nou" (the same change again). */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import styles from './financing-account.module.css';

export function ChangeError({ error, retry, className }: { error: string; retry: () => void; className?: string }) {
  const { t } = useTranslation(['financing-account', 'errors']);
  return (
    <div role="alert" className={[styles.inlineAlert, className].filter(Boolean).join(' ')}>
      <span>{t(error)}</span>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry}>
        {t('financing-account:settings.retry')}
      </button>
    </div>
  );
}
