/**
 * The listing filters as a plain GET form: it works without JavaScript. It submits to the
 * category root with make/model as fields; the page redirects to the canonical path
 * (/autoturisme/bmw/x5?...). `from_make` lets the server drop a model left over from another make.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ADVERT_SORTS, FUEL_TYPES, type FilterOptionView, type SearchFiltersView } from '@/lib/ads/advert-view.types';
import { formatNumber } from '@/lib/format/number';
import type { ListingQuery } from '@/lib/listing/listing-query';
import styles from './listing.module.css';

/** Props of FiltersForm. */
export interface FiltersFormProps {
  query: ListingQuery;
  /** Options with counts; null when they could not be loaded (the form still works). */
  filters: SearchFiltersView | null;
  submitLabel: string;
}

const RANGES = [
  { name: 'price', from: 'priceFrom', to: 'priceTo' },
  { name: 'year', from: 'yearFrom', to: 'yearTo' },
  { name: 'mileage', from: 'mileageFrom', to: 'mileageTo' },
] as const;

function withCount(option: FilterOptionView, label = option.label): string {
  return `${label} (${formatNumber(option.count)})`;
}

/** A known bound as a placeholder hint: '12.500' for prices and mileage, '2016' for years. */
function bound(value: number | null | undefined, range: (typeof RANGES)[number]['name']): string | undefined {
  if (value === null || value === undefined) return undefined;
  return range === 'year' ? String(value) : formatNumber(value);
}

/** The chosen value stays selectable even when the options do not list it (no results, failed load). */
function ensure(options: FilterOptionView[], value: string | null): FilterOptionView[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: value, count: 0 }, ...options];
}

export function FiltersForm({ query, filters, submitLabel }: FiltersFormProps) {
  const { t } = useTranslation(['listing', 'common']);
  const makes = ensure(filters?.makes ?? [], query.make);
  const models = ensure(filters?.models ?? [], query.model);
  const fuels: FilterOptionView[] =
    filters?.fuelTypes ?? FUEL_TYPES.map((value) => ({ value, label: value, count: -1 }));
  return (
    <form action={`/${query.category}`} method="get" className={styles.form} aria-label={t('listing:filters.title')}>
      <input type="hidden" name="from_make" value={query.make ?? ''} />
      <div className={styles.field}>
        <label htmlFor="f-q">{t('listing:filters.q')}</label>
        <input id="f-q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('listing:filters.qPlaceholder')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="f-make">{t('listing:filters.make')}</label>
        <select id="f-make" name="make" defaultValue={query.make ?? ''}>
          <option value="">{t('listing:filters.anyMake')}</option>
          {makes.map((make) => (
            <option key={make.value} value={make.value}>
              {withCount(make)}
            </option>
          ))}
        </select>
      </div>
      {query.make && (
        <div className={styles.field}>
          <label htmlFor="f-model">{t('listing:filters.model')}</label>
          <select id="f-model" name="model" defaultValue={query.model ?? ''}>
            <option value="">{t('listing:filters.anyModel')}</option>
            {models.map((model) => (
              <option key={model.value} value={model.value}>
                {withCount(model)}
              </option>
            ))}
          </select>
        </div>
      )}
      {RANGES.map((range) => (
        <fieldset key={range.name} className={styles.range}>
          <legend>{t(`listing:filters.${range.name}`)}</legend>
          <div className={styles.rangeInputs}>
            <div className={styles.field}>
              <label htmlFor={`f-${range.name}-from`}>{t('listing:filters.from')}</label>
              <input
                id={`f-${range.name}-from`}
                name={`${range.name}_from`}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={query[range.from] ?? ''}
                placeholder={bound(filters?.[range.name].min, range.name)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`f-${range.name}-to`}>{t('listing:filters.to')}</label>
              <input
                id={`f-${range.name}-to`}
                name={`${range.name}_to`}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={query[range.to] ?? ''}
                placeholder={bound(filters?.[range.name].max, range.name)}
              />
            </div>
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.range}>
        <legend>{t('listing:filters.fuel')}</legend>
        <ul className={styles.checks}>
          {fuels.map((fuel) => {
            const label = t(`common:fuel.${fuel.value}`, { defaultValue: fuel.label });
            return (
              <li key={fuel.value}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name="fuel"
                    value={fuel.value.toLowerCase()}
                    defaultChecked={query.fuel.some((f) => f === fuel.value)}
                  />
                  <span>{fuel.count >= 0 ? withCount(fuel, label) : label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="f-sort">{t('listing:filters.sort')}</label>
        <select id="f-sort" name="sort" defaultValue={query.sort.toLowerCase()}>
          {ADVERT_SORTS.map((sort) => (
            <option key={sort} value={sort.toLowerCase()}>
              {t(`listing:sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
          {submitLabel}
        </button>
        <a href={`/${query.category}`} className={styles.reset}>
          {t('listing:filters.reset')}
        </a>
      </div>
    </form>
  );
}
