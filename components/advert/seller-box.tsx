/**
 * Who sells (SPEC §2.6 seller block): name, private or dealer, member since, the phone (masked
 * until revealed), the place, and for dealers the address, opening hours, services and a small map;
 * the website and the seller's other offers.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { LocationView, SellerView } from '@/lib/graphql/generated/page-operations';
import { formatYear } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import type { MapTiles } from '@/lib/map/map-page.types';
import { sellerProfilePath } from '@/lib/sellers/sellers-href';
import type { PhoneRevealView } from '@/machines/phone-reveal/use-phone-reveal';
import { DealerDetails } from './dealer-details';
import { PhoneReveal } from './phone-reveal';
import { SellerMapSlot } from './seller-map-slot';
import styles from './advert.module.css';

/** Only web links are rendered as links (never javascript: or data: urls typed by a seller). */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export interface SellerBoxProps {
  readonly seller: SellerView;
  readonly location: LocationView;
  /** The page's phone reveal (shared with the sticky bar). */
  readonly phone: PhoneRevealView;
  /** The map's tiles; without them, no map. */
  readonly tiles?: MapTiles | null;
}

export function SellerBox({ seller, location, phone, tiles = null }: SellerBoxProps) {
  const { t } = useTranslation(['advert', 'common']);
  const sellerProfile = useFeatureFlag('sellerProfile');
  const website = safeWebsite(seller.website);
  const more = Math.max(0, seller.activeAdvertCount - 1);
  const profile = seller.dealerProfile;
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
        <div className={styles.phone}>
          <span className={styles.phoneLabel}>{t('advert:seller.phone')}</span>
          <PhoneReveal view={phone} masked={seller.phoneMasked} />
        </div>
      )}
      <p className={styles.place}>
        {location.cityName}, {location.countyName}
      </p>
      {profile && <DealerDetails profile={profile} city={location.cityName} />}
      {profile && tiles && profile.latitude !== null && profile.longitude !== null && (
        <SellerMapSlot
          latitude={profile.latitude}
          longitude={profile.longitude}
          tiles={tiles}
          label={`${seller.name}, ${profile.street}, ${location.cityName}`}
        />
      )}
      {website && (
        <a href={website} target="_blank" rel="nofollow noopener noreferrer">
          {t('advert:seller.website')}
        </a>
      )}
      {/* SPEC §2.6 'see {amount} more offers from this seller': this advert is one of them. No profile page without sellerProfile (issue 15). */}
      {sellerProfile ? (
        <p>
          <Link href={sellerProfilePath(seller.id)} prefetch={false}>
            {more > 0
              ? t('advert:seller.moreOffers', { count: more, n: formatNumber(more) })
              : t('advert:seller.profile')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
