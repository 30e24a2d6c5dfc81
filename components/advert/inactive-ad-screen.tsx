/**
 * The inactive-ad page (SPEC §2.6, §8 InactiveAd, HTTP 410): says the ad is gone and offers
 * similar ones, so the visitor has a way on.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import buttons from '@/components/ui/button.module.css';
import type { AdvertCardView } from '@/lib/graphql/generated/page-operations';
import { listingUrl } from '@/lib/routes/navigate';
import styles from './advert.module.css';

/** Props of InactiveAdScreen. */
export interface InactiveAdScreenProps {
  adId: string;
  categorySlug: string;
  similar: AdvertCardView[];
}

/** Fragment id of the similar-ads list. */
export const SIMILAR_ID = 'anunturi-similare';

export function InactiveAdScreen({ adId, categorySlug, similar }: InactiveAdScreenProps) {
  const { t } = useTranslation(['advert', 'categories']);
  const category = t(`categories:${categorySlug}`);
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('advert:inactive.metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <section className={styles.inactive} aria-labelledby="inactive-title">
        <h1 id="inactive-title" className={styles.inactiveTitle}>
          {t('advert:inactive.title')}
        </h1>
        <p>{t('advert:inactive.text', { id: adId })}</p>
        <div className={styles.inactiveActions}>
          <a
            href={similar.length > 0 ? `#${SIMILAR_ID}` : listingUrl(categorySlug)}
            className={`${buttons.button} ${buttons.primary}`}
          >
            {t('advert:inactive.cta')}
          </a>
          <Link href={listingUrl(categorySlug)} className={`${buttons.button} ${buttons.secondary}`}>
            {t('advert:inactive.browse', { category })}
          </Link>
        </div>
      </section>
      <section id={SIMILAR_ID} aria-labelledby="inactive-similar-title" className={styles.similar}>
        <h2 id="inactive-similar-title" className={styles.sectionTitle}>
          {t('advert:similar.title')}
        </h2>
        {similar.length > 0 ? (
          <AdCardList adverts={similar} heading="h3" eagerCount={2} />
        ) : (
          <p className={styles.muted}>{t('advert:similar.none')}</p>
        )}
      </section>
    </div>
  );
}
