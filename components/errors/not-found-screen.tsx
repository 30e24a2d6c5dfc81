/** The 404 page (SPEC §2.6): 'Error 404', 'looks like a dead end', and a way to start a search. */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { listingUrl } from '@/lib/routes/navigate';
import styles from './errors.module.css';

/** Where 'start a search' leads: the cars listing, the most used search. */
export const SEARCH_START_PATH = listingUrl('autoturisme');

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-title">
      <Head>
        <title key="title">{t('notFound.metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 id="error-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href={SEARCH_START_PATH} className={`${buttons.button} ${buttons.primary}`}>
        {t('notFound.cta')}
      </Link>
    </section>
  );
}
