/**
 * The professionals filters: a plain GET form to /dealeri (works without JavaScript) — name,
 * county, the county's cities, category and order. With JavaScript every change is read back from
 * the form and handed to the professionals machine: the name as an edit (applied after a pause),
 * choices as settings (applied at once). A new county clears the city.
 */
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { useDevice } from '@/lib/device/use-device';
import { formatNumber } from '@/lib/format/number';
import { EMPTY_PROFESSIONALS_QUERY, isFiltered, parseProfessionalsQuery } from '@/lib/sellers/professionals-query';
import { PROFESSIONALS_PATH } from '@/lib/sellers/sellers-href';
import type { ProfessionalsView } from '@/machines/professionals/use-professionals';
import styles from './sellers.module.css';

function readForm(form: HTMLFormElement, county: string | null) {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') (params[key] ??= []).push(value);
  const search = parseProfessionalsQuery(params);
  // The city select still holds the old county's city until it re-renders.
  return search.query.county === county ? search : { ...search, query: { ...search.query, city: null } };
}

export function ProfessionalsFilters({ view }: { view: ProfessionalsView }) {
  const { t } = useTranslation(['sellers', 'categories']);
  const device = useDevice();
  // Open at first while a filter is set; then the person opens and closes it (React would close it
  // again when the last filter goes if `open` followed the filters).
  const [openAtFirst] = useState(() => isFiltered(view.draft));
  const { draft } = view;
  const facets = view.data.facets;
  const cities = draft.county ? (facets?.cities ?? []) : [];
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const search = readForm(event.currentTarget, draft.county);
    if (event.target instanceof HTMLInputElement) view.edit(search);
    else view.set(search, search.query.county !== draft.county);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.set(readForm(event.currentTarget, draft.county));
  };
  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    view.set({ query: EMPTY_PROFESSIONALS_QUERY, notices: [] }, true);
  };
  const form = (
    <form
      key={view.formKey}
      method="get"
      action={PROFESSIONALS_PATH}
      role="search"
      aria-labelledby="professionals-filters"
      className={`${styles.form} ${styles.formDealers}`}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <label htmlFor="professionals-name">{t('professionals.filters.name')}</label>
        <input
          id="professionals-name"
          type="search"
          name="q"
          maxLength={80}
          autoComplete="off"
          placeholder={t('professionals.filters.namePlaceholder')}
          defaultValue={draft.q ?? ''}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="professionals-county">{t('professionals.filters.county')}</label>
        <select id="professionals-county" name="county" defaultValue={draft.county ?? ''}>
          <option value="">{t('professionals.filters.anyCounty')}</option>
          {(facets?.counties ?? []).map((county) => (
            <option key={county.value} value={county.value}>
              {t('professionals.filters.option', { label: county.label, n: formatNumber(county.count) })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="professionals-city">{t('professionals.filters.city')}</label>
        <select id="professionals-city" name="city" defaultValue={draft.city ?? ''} disabled={cities.length === 0}>
          <option value="">
            {draft.county ? t('professionals.filters.anyCity') : t('professionals.filters.cityHint')}
          </option>
          {cities.map((city) => (
            <option key={city.value} value={city.value}>
              {t('professionals.filters.option', { label: city.label, n: formatNumber(city.count) })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="professionals-category">{t('professionals.filters.category')}</label>
        <select id="professionals-category" name="category" defaultValue={draft.category ?? ''}>
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
        <select id="professionals-sort" name="sort" defaultValue={draft.sort}>
          <option value="stock">{t('professionals.sort.stock')}</option>
          <option value="name">{t('professionals.sort.name')}</option>
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
          {t('professionals.filters.submit')}
        </button>
        {isFiltered(draft) && (
          <a href={PROFESSIONALS_PATH} className={styles.reset} onClick={onReset}>
            {t('professionals.filters.reset')}
          </a>
        )}
      </div>
    </form>
  );
  // Phones: folded under its title so the dealers come first; open while a filter is set.
  if (device === 'mobile')
    return (
      <details className={styles.filters} open={openAtFirst}>
        <summary id="professionals-filters" className={styles.filtersSummary}>
          {t('professionals.filters.title')}
        </summary>
        {form}
      </details>
    );
  return (
    <section className={styles.filters} aria-labelledby="professionals-filters">
      <h2 id="professionals-filters" className={styles.filtersTitle}>
        {t('professionals.filters.title')}
      </h2>
      {form}
    </section>
  );
}
