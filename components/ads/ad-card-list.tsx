/** A responsive grid of advert cards. */
import type { AdvertCardView } from '@/lib/graphql/generated/page-operations';
import { AdCard } from './ad-card';
import styles from './ad-card-list.module.css';

/** Props of AdCardList. */
export interface AdCardListProps {
  adverts: AdvertCardView[];
  heading?: 'h2' | 'h3';
  /** How many leading cards load their photo at once; the first of them is fetched with high priority. */
  eagerCount?: number;
  /** Accessible name of the list. */
  label?: string;
}

export function AdCardList({ adverts, heading, eagerCount = 0, label }: AdCardListProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {adverts.map((advert, index) => (
        <li key={advert.id}>
          <AdCard
            advert={advert}
            heading={heading}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}
