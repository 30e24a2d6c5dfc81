/**
 * What an account page shows a sub-user without the right for its section (SPEC §6): the
 * access-restricted dialog, open from the first render, and in place of the screen a short note
 * with a way to read the explanation again.
 */
import { useTranslation } from 'react-i18next';
import { AccessRestrictedDialog } from '@/components/ui/access-restricted/access-restricted-dialog';
import buttons from '@/components/ui/button.module.css';
import { useAccessRestricted } from '@/machines/access-restricted/use-access-restricted';
import styles from './account.module.css';

export function RestrictedSection() {
  const { t } = useTranslation('ui');
  const view = useAccessRestricted({ open: true });
  return (
    <section className={styles.panel} data-access="restricted">
      <h1 className={styles.title}>{t('accessRestricted.title')}</h1>
      <p className={styles.muted}>{t('accessRestricted.message')}</p>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.open}>
        {t('accessRestricted.title')}
      </button>
      <AccessRestrictedDialog view={view} />
    </section>
  );
}
