/**
 * The advanced search (/{category}/cautare-avansata): every filter of the category on one page,
 * with the live count of the listing machine; submitting opens the listing with those filters
 * (a plain GET form, so it works without JavaScript too).
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { useListing } from '@/machines/listing/use-listing';
import { pathLabels } from './active-filters';
import { filterBlocks } from './filter-layout';
import { advancedHref } from './filters-panel';
import { FiltersForm } from './filters-form';
import { ListingNotices } from './listing-notices';
import styles from './listing.module.css';

export function AdvancedSearchScreen({ query, notices, results, filters, summaryCount, places }: ListingPageData) {
  const { t } = useTranslation(['listing', 'categories']);
  const view = useListing({ search: { query, notices }, data: { results, filters, summaryCount } }, places.cities, {
    address: (draft) => advancedHref({ draft }),
    followHistory: false,
  });
  const names = pathLabels(t, view.draft, view.data.filters);
  const category = [t(`categories:${query.category}`), names.subcategory].filter(Boolean).join(' · ');
  const title = t('listing:advanced.title', { category });
  const count = view.count;
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{`${title} | Volan`}</title>
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.total} aria-live="polite" data-counting={view.counting || undefined}>
          {count === null ? '' : t('listing:total', { count, n: formatNumber(count) })}
        </p>
      </header>
      <ListingNotices notices={view.notices} />
      <div className={styles.advanced}>
        <FiltersForm
          key={view.formKey}
          query={view.draft}
          filters={view.data.filters}
          places={places}
          blocks={filterBlocks(query.category, view.data.filters)}
          notices={[...view.notices, ...view.draftNotices]}
          submitLabel={
            count === null
              ? t('listing:filters.submit')
              : t('listing:filters.showResults', { count, n: formatNumber(count) })
          }
          onEdit={view.edit}
          onSet={view.set}
          onSort={view.sortBy}
          submitNatively
          withSort
          extra={
            <a href={listingHref(view.draft)} className={styles.reset}>
              {t('listing:advanced.back')}
            </a>
          }
        />
      </div>
    </div>
  );
}
