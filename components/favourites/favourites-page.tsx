/**
 * /favorite (SPEC §2.6 favourites: ads and searches tabs, with empty, error and login-prompt
 * states). Ads: signed in, the account's favourites; signed out, the ones kept in this browser
 * (§6) under a prompt to sign in to keep them, or only the prompt when the setting keeps
 * favourites for accounts. Searches: the panel the page is given (saved searches need an
 * account: signed out, the prompt).
 */
import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { useFavouritesForVisitors } from '@/lib/favourites/favourites-setting';
import { useFavouriteList } from '@/machines/favourite-list/use-favourite-list';
import { FavouritesScreen } from './favourites-screen';
import { type FavouritesTab, FavouritesTabs } from './favourites-tabs';
import styles from './favourites.module.css';

/** Props of FavouritesPage. */
export interface FavouritesPageProps {
  readonly signedIn: boolean;
  readonly signInUrl: string;
  /** The selected tab (from the URL) and how to select another. */
  readonly tab: FavouritesTab;
  readonly onTabChange: (tab: FavouritesTab) => void;
  /** The saved searches tab's content, for an account. */
  readonly searchesPanel: ReactNode;
}

function AccountList() {
  const view = useFavouriteList();
  return <FavouritesScreen view={view} />;
}

/** A visitor's list: what this browser keeps, with the invitation to sign in to keep it. */
function BrowserList({ signInUrl }: { signInUrl: string }) {
  const { t } = useTranslation('favourites');
  const view = useFavouriteList({ source: 'browser' });
  return (
    <FavouritesScreen
      view={view}
      notice={
        <p className={styles.keptHere}>
          <span>{t('browser.text')}</span>{' '}
          <Link href={signInUrl} prefetch={false}>
            {t('browser.signIn')}
          </Link>
        </p>
      }
    />
  );
}

function SignInPrompt({ signInUrl, text }: { signInUrl: string; text: string }) {
  const { t } = useTranslation('favourites');
  return (
    <div className={styles.panel}>
      <p>{text}</p>
      <Link href={signInUrl} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
        {t('signIn.action')}
      </Link>
    </div>
  );
}

export function FavouritesPage({ signedIn, signInUrl, tab, onTabChange, searchesPanel }: FavouritesPageProps) {
  const { t } = useTranslation('favourites');
  const forVisitors = useFavouritesForVisitors();
  const ads = signedIn ? (
    <AccountList />
  ) : forVisitors ? (
    <BrowserList signInUrl={signInUrl} />
  ) : (
    <SignInPrompt signInUrl={signInUrl} text={t('signIn.text')} />
  );
  const searches = signedIn ? searchesPanel : <SignInPrompt signInUrl={signInUrl} text={t('signIn.searches')} />;
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <h1 className={styles.title}>{t('title')}</h1>
      <FavouritesTabs tab={tab} onSelect={onTabChange} panels={{ anunturi: ads, cautari: searches }} />
    </div>
  );
}
