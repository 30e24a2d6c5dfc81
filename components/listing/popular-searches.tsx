/**
 * Popular filter suggestions of the category (issue 10): the most searched filter combinations,
 * each a plain link to its listing, labelled with the make and model names and the other filters.
 */
import { useTranslation } from 'react-i18next';
import type { PopularSearchView } from '@/lib/graphql/generated/page-operations';
import { listingHref } from '@/lib/listing/listing-href';
import { popularQuery } from '@/lib/listing/popular-searches';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { activeFilters } from './active-filters';
import styles from './listing.module.css';

/** Props of PopularSearches. */
export interface PopularSearchesProps {
  category: string;
  popular: readonly PopularSearchView[];
  places: ListingPlaces;
}

export function PopularSearches({ category, popular, places }: PopularSearchesProps) {
  const { t } = useTranslation(['listing', 'common']);
  const links = popular.map((search) => {
    const query = popularQuery(category, search);
    const name = [search.makeNames[0], query.model ? search.modelNames[0] : null].filter(Boolean).join(' ');
    const rest = activeFilters(t, { ...query, make: null, model: null }, null, places).map((f) => f.label);
    return { href: listingHref(query), label: [name, ...rest].filter(Boolean).join(' · ') };
  });
  const shown = links.filter((link, index) => link.label && links.findIndex((l) => l.href === link.href) === index);
  if (shown.length === 0) return null;
  return (
    <nav className={styles.popular} aria-labelledby="popular-title">
      <h2 id="popular-title" className={styles.popularTitle}>
        {t('listing:popular.title')}
      </h2>
      <ul className={styles.popularList}>
        {shown.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.popularLink}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
