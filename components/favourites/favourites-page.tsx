/**
 * /favorite (SPEC §2.6 favourites): signed in, the account's favourites (a flow per page); signed
 * out, a prompt to sign in and come back here. Ads only for now: saved searches come later.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { useFavouriteList } from '@/machines/favourite-list/use-favourite-list';
import { FavouritesScreen } from './favourites-screen';
import styles from './favourites.module.css';

/** Props of FavouritesPage. */
export interface FavouritesPageProps {
  readonly signedIn: boolean;
  readonly signInUrl: string;
}

function FavouriteList() {
  const view = useFavouriteList();
  return <FavouritesScreen view={view} />;
}

function SignInPrompt({ signInUrl }: { signInUrl: string }) {
  const { t } = useTranslation('favourites');
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

export function FavouritesPage({ signedIn, signInUrl }: FavouritesPageProps) {
  const { t } = useTranslation('favourites');
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      {signedIn ? <FavouriteList /> : <SignInPrompt signInUrl={signInUrl} />}
    </div>
  );
}
