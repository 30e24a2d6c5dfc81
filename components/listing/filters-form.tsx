/**
 * The listing filters as a plain GET form. It submits to the category root with make/model as
 * fields; the page redirects to the canonical path (/autoturisme/bmw/x5?...). `from_make` lets the
 * server drop a model left over from another make. Make, model and fuel are select fields (their
 * machine renders hidden inputs, so submitting stays a plain GET).
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ADVERT_SORTS, FUEL_TYPES } from '@/lib/ads/advert-enums';
import type { FilterOptionView, SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { listingUrl } from '@/lib/routes/navigate';
import type { SelectOption } from '@/lib/select/select-option';
import { FilterSelect } from './filter-select';
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

/** Filter options as select options, the advert count as caption (none when unknown). */
function toSelectOptions(
  options: FilterOptionView[],
  label: (o: FilterOptionView) => string = (o) => o.label,
): SelectOption[] {
  return options.map((o) => ({
    id: o.value,
    label: label(o),
    ...(o.count >= 0 ? { caption: formatNumber(o.count) } : {}),
  }));
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
    <form
      action={listingUrl(query.category)}
      method="get"
      className={styles.form}
      aria-label={t('listing:filters.title')}
    >
      <input type="hidden" name="from_make" value={query.make ?? ''} />
      <div className={styles.field}>
        <label htmlFor="f-q">{t('listing:filters.q')}</label>
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          placeholder={t('listing:filters.qPlaceholder')}
        />
      </div>
      <FilterSelect
        key={`make:${query.category}:${makes.map((m) => m.value).join(',')}`}
        name="make"
        mode="single"
        label={t('listing:filters.make')}
        options={toSelectOptions(makes)}
        selected={query.make ? [query.make] : []}
      />
      {query.make && (
        <FilterSelect
          key={`model:${query.make}:${models.map((m) => m.value).join(',')}`}
          name="model"
          mode="single"
          label={t('listing:filters.model')}
          options={toSelectOptions(models)}
          selected={query.model ? [query.model] : []}
        />
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
      <FilterSelect
        key={`fuel:${query.category}:${fuels.map((f) => `${f.value}=${f.count}`).join(',')}`}
        name="fuel"
        mode="multiple"
        label={t('listing:filters.fuel')}
        options={toSelectOptions(fuels, (f) => t(`common:fuel.${f.value}`, { defaultValue: f.label })).map((o) => ({
          ...o,
          id: o.id.toLowerCase(),
        }))}
        selected={query.fuel.map((f) => f.toLowerCase())}
      />
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
        <a href={listingUrl(query.category)} className={styles.reset}>
          {t('listing:filters.reset')}
        </a>
      </div>
    </form>
  );
}
