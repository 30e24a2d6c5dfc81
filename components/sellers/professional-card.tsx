/**
 * A dealer on the professionals listing: initials, name (the card's one link, to the profile; plain
 * text while sellerProfile is off, issue 15), place, stock, member since.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { ProfessionalView } from '@/lib/graphql/generated/page-operations';
import { formatYear } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { SellerAvatar } from './seller-avatar';
import styles from './sellers.module.css';

export function ProfessionalCard({ dealer }: { dealer: ProfessionalView }) {
  const { t } = useTranslation('sellers');
  const sellerProfile = useFeatureFlag('sellerProfile');
  return (
    <article className={styles.card}>
      <SellerAvatar name={dealer.name} />
      <div>
        <h2 className={styles.cardName}>
          {sellerProfile ? (
            <Link href={dealer.url} prefetch={false} className={styles.cardLink}>
              {dealer.name}
            </Link>
          ) : (
            dealer.name
          )}
        </h2>
        <ul className={styles.cardFacts}>
          <li className={styles.stock}>
            {t('stock', { count: dealer.activeAdvertCount, n: formatNumber(dealer.activeAdvertCount) })}
          </li>
          {dealer.location && (
            <li>
              {dealer.location.cityName}, {dealer.location.countyName}
            </li>
          )}
          <li>{t('memberSince', { year: formatYear(dealer.memberSince) })}</li>
        </ul>
      </div>
    </article>
  );
}
