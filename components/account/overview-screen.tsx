/** /contul-meu — the account overview: who is signed in, the account type, team membership. */
import { useTranslation } from 'react-i18next';
import type { PageSession } from '@/lib/session/session.types';
import styles from './account.module.css';

/** Where posting starts (SPEC §2.3). */

export function OverviewScreen({ session }: { session: PageSession }) {
  const { t } = useTranslation('account');
  const { user, multiUser } = session;
  return (
    <>
      <section className={styles.panel} aria-labelledby="overview-title">
        <h1 id="overview-title" className={styles.title}>
          {t('overview.greeting', { name: user.displayName || user.name })}
        </h1>
        <dl className={styles.facts}>
          <dt>{t('overview.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('overview.accountType')}</dt>
          <dd data-account-type={user.userType}>
            {t(`overview.types.${user.userType === 'professional' ? 'professional' : 'private'}`)}
          </dd>
        </dl>
        {multiUser ? (
          <p className={styles.muted}>
            {multiUser.isMainAccount
              ? t('overview.teamMain')
              : multiUser.impersonatedBy
                ? t('overview.teamActing', { main: multiUser.impersonatedBy.displayName })
                : t('overview.teamMember')}
          </p>
        ) : null}
      </section>
    </>
  );
}
