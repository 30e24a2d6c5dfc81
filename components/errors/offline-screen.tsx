/**
 * The offline page (/offline; docs/slots-and-offline.md): what the service worker shows for a
 * page it has not kept while the network is away. It works without scripts: 'Try again' is a
 * link to the address the visitor asked for (an empty href), so the browser simply reloads it.
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import styles from './errors.module.css';

export function OfflineScreen() {
  const { t } = useTranslation('common');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="offline-title" data-offline-page="">
      <Head>
        <title key="title">{t('offline.metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <h1 id="offline-title" className={styles.title}>
        {t('offline.title')}
      </h1>
      <p className={styles.text}>{t('offline.text')}</p>
      <p>
        <a href="" className={`${buttons.button} ${buttons.primary}`}>
          {t('offline.retry')}
        </a>{' '}
        <a href="/" className={`${buttons.button} ${buttons.secondary}`}>
          {t('offline.home')}
        </a>
      </p>
    </section>
  );
}
