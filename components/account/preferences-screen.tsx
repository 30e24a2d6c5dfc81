/** /contul-meu/preferences — the account's details and the site language. */
import { useTranslation } from 'react-i18next';
import type { PageSession } from '@/lib/session/session.types';
import styles from './account.module.css';

export function PreferencesScreen({ session }: { session: PageSession }) {
  const { t } = useTranslation('account');
  const { user } = session;
  return (
    <section className={styles.panel} aria-labelledby="preferences-title">
      <h1 id="preferences-title" className={styles.title}>
        {t('preferences.title')}
      </h1>
      <h2>{t('preferences.profile')}</h2>
      <dl className={styles.facts}>
        <dt>{t('preferences.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('overview.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('overview.accountType')}</dt>
        <dd>{t(`overview.types.${user.userType === 'professional' ? 'professional' : 'private'}`)}</dd>
        <dt>{t('preferences.language')}</dt>
        <dd>{t('preferences.languageValue')}</dd>
      </dl>
    </section>
  );
}
