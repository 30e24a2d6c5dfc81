/** Who the seller is: initials, name, private/dealer, place, member since, stock, masked phone, website. */
import { useTranslation } from 'react-i18next';
import type { SellerProfileView } from '@/lib/graphql/generated/page-operations';
import { formatYear } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { SellerAvatar } from './seller-avatar';
import styles from './sellers.module.css';

/** Only web links are rendered as links (never javascript: or data: urls typed by a seller). */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export function SellerHead({ seller }: { seller: SellerProfileView['seller'] }) {
  const { t } = useTranslation(['sellers', 'common']);
  const website = seller.type === 'PROFESSIONAL' ? safeWebsite(seller.website) : null;
  return (
    <section className={styles.profile} aria-labelledby="seller-name">
      <SellerAvatar name={seller.name} large />
      <div>
        <h1 id="seller-name" className={styles.profileName}>
          {seller.name}
        </h1>
        <span className={styles.typeBadge}>{t(`common:sellerType.${seller.type}`)}</span>
        <dl className={styles.profileFacts}>
          {seller.location && (
            <div>
              <dt>{t('sellers:profile.location')}</dt>
              <dd>
                {seller.location.cityName}, {seller.location.countyName}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('sellers:profile.memberSinceLabel')}</dt>
            <dd>{formatYear(seller.memberSince)}</dd>
          </div>
          <div>
            <dt>{t('sellers:profile.activeAdverts')}</dt>
            <dd>{formatNumber(seller.activeAdvertCount)}</dd>
          </div>
          {seller.phoneMasked && (
            <div>
              <dt>{t('sellers:profile.phone')}</dt>
              <dd>{seller.phoneMasked}</dd>
            </div>
          )}
          {website && (
            <div>
              <dt>{t('sellers:profile.websiteLabel')}</dt>
              <dd>
                <a href={website} target="_blank" rel="nofollow noopener noreferrer">
                  {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
