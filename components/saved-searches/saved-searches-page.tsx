/**
 * /cautari-salvate (SPEC §2.2, §2.6): signed in, the account's saved searches (a flow per page);
 * signed out, a prompt to sign in and come back here.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { NotificationsOptIn } from './notifications-opt-in';
import { SavedSearchesPanel } from './saved-searches-panel';
import styles from './saved-searches.module.css';

/** Props of SavedSearchesPage. */
export interface SavedSearchesPageProps {
  readonly signedIn: boolean;
  readonly signInUrl: string;
}

function SignInPrompt({ signInUrl }: { signInUrl: string }) {
  const { t } = useTranslation('savedSearches');
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.panel}>
        <p>{t('signIn.text')}</p>
        <Link href={signInUrl} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
          {t('signIn.action')}
        </Link>
      </div>
    </>
  );
}

export function SavedSearchesPage({ signedIn, signInUrl }: SavedSearchesPageProps) {
  const { t } = useTranslation('savedSearches');
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      {signedIn ? (
        <>
          <SavedSearchesPanel />
          <NotificationsOptIn />
        </>
      ) : (
        <SignInPrompt signInUrl={signInUrl} />
      )}
    </div>
  );
}
