/**
 * Filters of the seller's adverts as a plain GET form back to the profile: make, price, year and
 * sort, under the listing's own parameter names (the profile reads them with the listing parser).
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ADVERT_SORTS } from '@/lib/ads/advert-enums';
import { useDevice } from '@/lib/device/use-device';
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import { PARAM, RANGE_FIELDS } from '@/lib/listing/listing-fields';
import { DEFAULT_SORT, type ListingQuery } from '@/lib/listing/listing-query';
import { sellerProfileHref, sellerProfilePath } from '@/lib/sellers/sellers-href';
import styles from './sellers.module.css';

/** Props of SellerAdsFilters. */
export interface SellerAdsFiltersProps {
  sellerId: string;
  category: string;
  query: ListingQuery;
  makes: FilterOptionView[];
}

const NUMERIC = ['price', 'year'] as const;

/** The sort as the listing's URL writes it (lib/listing/listing-href.ts); the default is left out. */
function sortValue(sort: ListingQuery['sort']): string {
  return sort === DEFAULT_SORT ? '' : sort.toLowerCase();
}

export function SellerAdsFilters({ sellerId, category, query, makes }: SellerAdsFiltersProps) {
  const { t } = useTranslation('sellers');
  const device = useDevice();
  const filtered =
    query.make !== null || NUMERIC.some((name) => query.ranges[name] !== undefined) || query.sort !== DEFAULT_SORT;
  const options =
    query.make && !makes.some((m) => m.value === query.make)
      ? [...makes, { value: query.make, label: query.make, count: 0 }]
      : makes;
  const form = (
    <form method="get" action={sellerProfilePath(sellerId)} className={`${styles.form} ${styles.formWide}`}>
      <input type="hidden" name="category" value={category} />
      <div className={styles.field}>
        <label htmlFor="seller-make">{t('profile.filters.make')}</label>
        <select id="seller-make" name="make" defaultValue={query.make ?? ''}>
          <option value="">{t('profile.filters.anyMake')}</option>
          {options.map((make) => (
            <option key={make.value} value={make.value}>
              {t('profile.filters.option', { label: make.label, n: formatNumber(make.count) })}
            </option>
          ))}
        </select>
      </div>
      {NUMERIC.map((name) => (
        <fieldset key={name} className={styles.range}>
          <legend>{t(`profile.filters.${name}`)}</legend>
          <div className={styles.rangeInputs}>
            <input
              name={RANGE_FIELDS[name].min}
              inputMode="numeric"
              aria-label={t(`profile.filters.${name}From`)}
              placeholder={t('profile.filters.from')}
              defaultValue={query.ranges[name]?.[0] ?? ''}
            />
            <input
              name={RANGE_FIELDS[name].max}
              inputMode="numeric"
              aria-label={t(`profile.filters.${name}To`)}
              placeholder={t('profile.filters.to')}
              defaultValue={query.ranges[name]?.[1] ?? ''}
            />
          </div>
        </fieldset>
      ))}
      <div className={styles.field}>
        <label htmlFor="seller-sort">{t('profile.filters.sort')}</label>
        <select id="seller-sort" name={PARAM.sort} defaultValue={sortValue(query.sort)}>
          {ADVERT_SORTS.map((sort) => (
            <option key={sort} value={sortValue(sort)}>
              {t(`profile.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
          {t('profile.filters.submit')}
        </button>
        {filtered && (
          <a href={sellerProfileHref(sellerId, category)} className={styles.reset}>
            {t('profile.filters.reset')}
          </a>
        )}
      </div>
    </form>
  );
  // Phones: folded under its title so the adverts come first; open while a filter is set.
  if (device === 'mobile')
    return (
      <details className={styles.filters} open={filtered}>
        <summary className={styles.filtersSummary}>{t('profile.filters.title')}</summary>
        {form}
      </details>
    );
  return (
    <section className={styles.filters} aria-labelledby="seller-filters">
      <h2 id="seller-filters" className={styles.filtersTitle}>
        {t('profile.filters.title')}
      </h2>
      {form}
    </section>
  );
}
