/** Who sells: name, private or dealer, member since, masked phone, place, website, the seller's other offers. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { LocationView, SellerView } from '@/lib/graphql/generated/page-operations';
import { formatYear } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { sellerProfilePath } from '@/lib/sellers/sellers-href';
import styles from './advert.module.css';

/** Only web links are rendered as links (never javascript: or data: urls typed by a seller). */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export function SellerBox({ seller, location }: { seller: SellerView; location: LocationView }) {
  const { t } = useTranslation(['advert', 'common']);
  const website = safeWebsite(seller.website);
  const more = Math.max(0, seller.activeAdvertCount - 1);
  return (
    <section className={styles.box} aria-labelledby="seller-title">
      <h2 id="seller-title" className={styles.boxTitle}>
        {t('advert:seller.title')}
      </h2>
      <p className={styles.sellerName}>{seller.name}</p>
      <p className={styles.sellerMeta}>
        <span className={styles.sellerType}>{t(`common:sellerType.${seller.type}`)}</span>
        <span>{t('advert:seller.memberSince', { year: formatYear(seller.memberSince) })}</span>
      </p>
      {seller.phoneMasked && (
        <p className={styles.phone}>
          <span>{t('advert:seller.phone')}</span> <strong>{seller.phoneMasked}</strong>
        </p>
      )}
      <p className={styles.place}>
        {location.cityName}, {location.countyName}
      </p>
      {website && (
        <a href={website} target="_blank" rel="nofollow noopener noreferrer">
          {t('advert:seller.website')}
        </a>
      )}
      {/* SPEC §2.6 'see {amount} more offers from this seller': this advert is one of them. */}
      <p>
        <Link href={sellerProfilePath(seller.id)} prefetch={false}>
          {more > 0
            ? t('advert:seller.moreOffers', { count: more, n: formatNumber(more) })
            : t('advert:seller.profile')}
        </Link>
      </p>
    </section>
  );
}
