/**
 * /logout and /amplify-logout — signing out (SPEC §2.4): progress, then done (with the way back
 * in) or a failure that can be retried.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import { signInPath } from '@/lib/session/auth-paths';
import type { LogoutView } from '@/machines/auth-logout/use-auth-logout';
import { AuthCard } from './auth-card';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';

export function LogoutScreen({ view }: { view: LogoutView }) {
  const { t } = useTranslation('auth');
  if (view.signedOut) {
    return (
      <AuthCard title={t('logout.doneTitle')}>
        <p role="status" className={forms.success}>
          {t('logout.done')}
        </p>
        <div className={styles.links}>
          <Link href={signInPath()} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {t('logout.signInAgain')}
          </Link>
          <Link href={routeUrl('home')}>{t('logout.home')}</Link>
        </div>
      </AuthCard>
    );
  }
  if (view.failed) {
    return (
      <AuthCard title={t('logout.title')}>
        <div role="alert" className={forms.alert}>
          <p>{t('logout.failed')}</p>
        </div>
        <div className={styles.links}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
            onClick={view.retry}
          >
            {t('logout.retry')}
          </button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('logout.title')}>
      <p role="status" aria-busy="true" className={styles.notice}>
        {view.redirecting ? t('logout.redirecting') : t('logout.progress')}
      </p>
    </AuthCard>
  );
}
