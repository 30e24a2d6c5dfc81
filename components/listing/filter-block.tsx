/** One block of the filters form (components/listing/filter-layout.ts): its fields, labels and options. */
import { useTranslation } from 'react-i18next';
import type { FilterOptionView, SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import {
  CONDITION_VALUES,
  conditionParam,
  FORM_PARAM,
  LIST_FIELDS,
  PARAM,
  RANGE_FIELDS,
  type ListName,
} from '@/lib/listing/listing-fields';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { SelectOption } from '@/lib/select/select-option';
import { FilterSelect } from './filter-select';
import type { FilterBlock } from './filter-layout';
import { LocationFields } from './location-fields';
import { RangeField } from './range-field';
import styles from './listing.module.css';

/** Filter options as select options, the advert count as caption (none when unknown). */
export function toSelectOptions(
  options: readonly FilterOptionView[],
  label = (o: FilterOptionView) => o.label,
): SelectOption[] {
  return options.map((o) => ({
    id: o.value.toLowerCase(),
    label: label(o),
    ...(o.count >= 0 ? { caption: formatNumber(o.count) } : {}),
  }));
}

/** The chosen values stay selectable even when the options do not list them (no results, failed load). */
function ensure(options: readonly FilterOptionView[], values: readonly string[], label: (v: string) => string) {
  const missing = values.filter((v) => !options.some((o) => o.value.toLowerCase() === v.toLowerCase()));
  return [...missing.map((value) => ({ value, label: label(value), count: -1 })), ...options];
}

/** Translated labels of enum values; the server's label otherwise. */
const ENUM_LABELS: Partial<Record<ListName, string>> = {
  fuel: 'common:fuel',
  gearbox: 'common:gearbox',
  sellerType: 'common:sellerType',
  badge: 'common:badge',
  priceIndicator: 'common:priceIndicator',
  partType: 'common:partType',
};

/** Props of FilterBlockFields. */
export interface FilterBlockProps {
  block: FilterBlock;
  query: ListingQuery;
  filters: SearchFiltersView | null;
  places: ListingPlaces;
  notices: readonly ListingNotice[];
  onChange?: () => void;
}

export function FilterBlockFields({ block, query, filters, places, notices, onChange }: FilterBlockProps) {
  const { t } = useTranslation(['listing', 'common']);
  const select = (name: string, label: string, options: SelectOption[], selected: string[], multiple = false) => (
    <FilterSelect
      key={`${name}:${options.map((o) => `${o.id}=${o.caption ?? ''}`).join(',')}`}
      name={name}
      mode={multiple ? 'multiple' : 'single'}
      label={label}
      options={options}
      selected={selected}
      onChange={onChange}
    />
  );
  switch (block.kind) {
    case 'q':
      return (
        <div className={styles.field}>
          <label htmlFor="f-q">{t('listing:filters.q')}</label>
          <input
            id="f-q"
            name={PARAM.q}
            type="search"
            defaultValue={query.q ?? ''}
            placeholder={t('listing:filters.qPlaceholder')}
          />
        </div>
      );
    case 'subcategory': {
      const label = (v: string) => t(`listing:subcategory.${v}`, { defaultValue: v });
      const options = ensure(filters?.subcategories ?? [], query.subcategory ? [query.subcategory] : [], label);
      if (options.length === 0) return null;
      return select(
        FORM_PARAM.subcategory,
        t('listing:filters.subcategory'),
        toSelectOptions(options, (o) => label(o.value)),
        query.subcategory ? [query.subcategory] : [],
      );
    }
    case 'make': {
      const makes = ensure(filters?.makes ?? [], query.make ? [query.make] : [], (v) => v);
      const models = ensure(filters?.models ?? [], query.model ? [query.model] : [], (v) => v);
      return (
        <>
          <input type="hidden" name={FORM_PARAM.previousMake} value={query.make ?? ''} />
          {select(FORM_PARAM.make, t('listing:filters.make'), toSelectOptions(makes), query.make ? [query.make] : [])}
          {query.make &&
            select(
              FORM_PARAM.model,
              t('listing:filters.model'),
              toSelectOptions(models),
              query.model ? [query.model] : [],
            )}
        </>
      );
    }
    case 'generation':
      if (!query.model) return null;
      if (filters && !filters.generationsAvailable)
        return <p className={styles.filtersError}>{t('listing:filters.generationUnavailable')}</p>;
      return list('generation');
    case 'condition': {
      // A plain select (two fixed choices, and it works without JavaScript), so the counts go into
      // the option text, as the professionals filters do. Without facets: no numbers.
      const counts = filters && new Map(filters.conditions.map((o) => [o.value.toUpperCase(), o.count]));
      const withCount = (label: string, n: number | null) =>
        n === null ? label : t('listing:filters.optionCount', { label, n: formatNumber(n) });
      const total = counts && [...counts.values()].reduce((sum, n) => sum + n, 0);
      return (
        <div className={styles.field}>
          <label htmlFor="f-stare">{t('listing:filterName.condition')}</label>
          <select
            id="f-stare"
            name={PARAM.condition}
            defaultValue={query.condition ? conditionParam(query.condition) : ''}
          >
            <option value="">{withCount(t('listing:filters.conditionAny'), total ?? null)}</option>
            {Object.entries(CONDITION_VALUES).map(([param, condition]) => (
              <option key={param} value={param}>
                {withCount(t(`listing:condition.${condition}`), counts ? (counts.get(condition) ?? 0) : null)}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case 'price':
      return (
        <div className={styles.block}>
          <RangeField
            name="price"
            query={query}
            notices={notices}
            bounds={filters?.price}
            legend={t('listing:filters.price', { currency: query.currency })}
          />
          <div className={styles.rangeInputs}>
            <div className={styles.field}>
              <label htmlFor="f-moneda">{t('listing:filters.currency')}</label>
              <select id="f-moneda" name={PARAM.currency} defaultValue={query.currency.toLowerCase()}>
                <option value="lei">LEI</option>
                <option value="eur">EUR</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-pret-tip">{t('listing:filters.priceKind')}</label>
              <select id="f-pret-tip" name={PARAM.priceKind} defaultValue={query.priceKind === 'NET' ? 'net' : 'brut'}>
                <option value="brut">{t('listing:filters.gross')}</option>
                <option value="net">{t('listing:filters.net')}</option>
              </select>
            </div>
          </div>
        </div>
      );
    case 'range':
      return (
        <RangeField
          name={block.name}
          query={query}
          notices={notices}
          bounds={filters?.[RANGE_FIELDS[block.name].bounds]}
        />
      );
    case 'list':
      return list(block.name);
    case 'compatible':
      return (
        <fieldset className={styles.group}>
          <legend>{t('listing:filters.compatible')}</legend>
          <div className={styles.field}>
            <label htmlFor="f-compat-marca">{t('listing:filters.compatibleMake')}</label>
            <input
              id="f-compat-marca"
              name={PARAM.compatibleMake}
              defaultValue={query.compatibleMake ?? ''}
              autoComplete="off"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="f-compat-model">{t('listing:filters.compatibleModel')}</label>
            <input
              id="f-compat-model"
              name={PARAM.compatibleModel}
              defaultValue={query.compatibleModel ?? ''}
              autoComplete="off"
            />
          </div>
        </fieldset>
      );
    case 'location':
      return <LocationFields query={query} places={places} filters={filters} onChange={onChange} />;
  }

  function list(name: ListName) {
    const field = LIST_FIELDS[name];
    const facet = (filters as Record<string, unknown> | null)?.[field.facet] as FilterOptionView[] | undefined;
    const prefix = ENUM_LABELS[name];
    const label = (v: string) => (prefix ? t(`${prefix}.${v.toUpperCase()}`, { defaultValue: v }) : v);
    const chosen = query.lists[name] ?? [];
    const options = ensure(facet ?? [], chosen, label);
    // Empty options hide a filter the server does not offer (yet) for this category.
    if (options.length === 0) return null;
    return select(
      field.param,
      t(`listing:filterName.${name}`),
      toSelectOptions(options, (o) => label(o.value)),
      chosen.map((v) => v.toLowerCase()),
      true,
    );
  }
}
