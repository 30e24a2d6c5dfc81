/**
 * The visitor's session in a line: being checked, signed in (name and 'sign out'), or a link to
 * sign in. For the site header and the account menu.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes/navigate';
import type { SessionView } from '@/machines/session/use-session';
import styles from './auth.module.css';

/** Where 'sign in' leads. */
export const SIGN_IN_PATH = routeUrl('authentication');

export function SessionStatus({ view }: { view: SessionView }) {
  const { t } = useTranslation('auth');
  if (view.status === 'loading') {
    return (
      <span className={styles.sessionStatus} aria-busy="true" data-session-status="loading">
        {t('session.loading')}
      </span>
    );
  }
  if (view.status === 'authenticated' && view.user) {
    return (
      <span className={styles.sessionStatus} data-session-status="authenticated">
        <span>{t('session.greeting', { name: view.user.displayName || view.user.name })}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void view.signOut()}
          disabled={view.signingOut}
        >
          {view.signingOut ? t('session.signingOut') : t('session.signOut')}
        </button>
      </span>
    );
  }
  return (
    <span className={styles.sessionStatus} data-session-status="unauthenticated">
      <Link href={SIGN_IN_PATH} prefetch={false}>
        {t('session.signIn')}
      </Link>
    </span>
  );
}
