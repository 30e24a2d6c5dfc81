/**
 * The generic error page (SPEC §2.6, §8): something went wrong, try again, advice, and a QR code
 * with the transaction id so support can find the failing request. The QR code arrives as SVG
 * markup made on the server (server/page/error-page.loader.ts).
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import styles from './errors.module.css';

/** Props of ErrorScreen. */
export interface ErrorScreenProps {
  statusCode: number;
  transactionId: string;
  /** Server-made SVG; null after a browser-side failure (no id to show then). */
  qrSvg: string | null;
  /** The page to try again. */
  path: string;
}

export function ErrorScreen({ statusCode, transactionId, qrSvg, path }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-title">
      <Head>
        <title key="title">{t('generic.metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <p className={styles.code}>{t('generic.code', { status: statusCode })}</p>
      <h1 id="error-title" className={styles.title}>
        {t('generic.title')}
      </h1>
      <p className={styles.text}>{t('generic.advice')}</p>
      <p className={styles.text}>{t('generic.cookies')}</p>
      {/* A link, not a script: it works even when the page's JavaScript is what failed. */}
      <a href={path} className={`${buttons.button} ${buttons.primary}`}>
        {t('generic.retry')}
      </a>
      {transactionId && (
        <div className={styles.support}>
          {qrSvg && (
            <div
              className={styles.qr}
              role="img"
              aria-label={t('generic.qrLabel')}
              // Our own SVG, generated on the server from the transaction id.
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
          )}
          <div>
            <p>{t('generic.qrHelp')}</p>
            <p className={styles.transaction}>
              {t('generic.transaction')} <code>{transactionId}</code>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
