/**
 * /vanzator/{id}: the seller, then their active adverts — the category listing within the
 * seller's adverts (seller-listing.tsx) — or a friendly empty state when nothing is on sale.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { SellerProfilePageData } from '@/lib/page/sellers-page-data.types';
import { listingUrl } from '@/lib/routes/navigate';
import { PROFESSIONALS_PATH } from '@/lib/sellers/sellers-href';
import { SellerHead } from './seller-head';
import { SellerListingSection } from './seller-listing';
import { SellersNotices } from './sellers-notices';
import styles from './sellers.module.css';

export function SellerProfileScreen({ profile, listing, notices }: SellerProfilePageData) {
  const { t } = useTranslation('sellers');
  const { seller } = profile;
  const title = t('profile.metaTitle', { name: seller.name });
  const dealer = seller.type === 'PROFESSIONAL';
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{title}</title>
        <meta key="og:title" property="og:title" content={title} />
      </Head>
      <SellerHead seller={seller} />
      <SellersNotices notices={notices} />
      {listing === null ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('profile.empty.title', { name: seller.name })}</h2>
          <p>{t('profile.empty.text')}</p>
          <Link
            href={dealer ? PROFESSIONALS_PATH : listingUrl('autoturisme')}
            prefetch={false}
            className={`${buttons.button} ${buttons.primary}`}
          >
            {t(dealer ? 'profile.empty.dealers' : 'profile.empty.browse')}
          </Link>
        </div>
      ) : (
        <SellerListingSection profile={profile} listing={listing} />
      )}
    </div>
  );
}
