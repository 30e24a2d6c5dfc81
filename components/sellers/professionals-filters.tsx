/** The professionals filters as a plain GET form (works without JavaScript): county, category, sort. */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { ProfessionalFacetsView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import type { ProfessionalsQuery } from '@/lib/page/sellers-page-data.types';
import { PROFESSIONALS_PATH } from '@/lib/sellers/sellers-href';
import styles from './sellers.module.css';

/** Props of ProfessionalsFilters. */
export interface ProfessionalsFiltersProps {
  query: ProfessionalsQuery;
  facets: ProfessionalFacetsView | null;
}

export function ProfessionalsFilters({ query, facets }: ProfessionalsFiltersProps) {
  const { t } = useTranslation(['sellers', 'categories']);
  const filtered = query.county !== null || query.category !== null || query.sort !== 'stock';
  return (
    <section className={styles.filters} aria-labelledby="professionals-filters">
      <h2 id="professionals-filters" className={styles.filtersTitle}>
        {t('professionals.filters.title')}
      </h2>
      <form method="get" action={PROFESSIONALS_PATH} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="professionals-county">{t('professionals.filters.county')}</label>
          <select id="professionals-county" name="county" defaultValue={query.county ?? ''}>
            <option value="">{t('professionals.filters.anyCounty')}</option>
            {(facets?.counties ?? []).map((county) => (
              <option key={county.value} value={county.value}>
                {t('professionals.filters.option', { label: county.label, n: formatNumber(county.count) })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="professionals-category">{t('professionals.filters.category')}</label>
          <select id="professionals-category" name="category" defaultValue={query.category ?? ''}>
            <option value="">{t('professionals.filters.anyCategory')}</option>
            {(facets?.categories ?? []).map((category) => (
              <option key={category.value} value={category.value}>
                {t('professionals.filters.option', {
                  label: t(`categories:${category.value}`),
                  n: formatNumber(category.count),
                })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="professionals-sort">{t('professionals.filters.sort')}</label>
          <select id="professionals-sort" name="sort" defaultValue={query.sort}>
            <option value="stock">{t('professionals.sort.stock')}</option>
            <option value="name">{t('professionals.sort.name')}</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
            {t('professionals.filters.submit')}
          </button>
          {filtered && (
            <a href={PROFESSIONALS_PATH} className={styles.reset}>
              {t('professionals.filters.reset')}
            </a>
          )}
        </div>
      </form>
    </section>
  );
}
