/**
 * Location filter: county (select field), city (combobox machine, the county's cities) and a
 * radius in km around the city (computed by the database).
 */
import { useTranslation } from 'react-i18next';
import { ComboboxField } from '@/components/ui/combobox/combobox-field';
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { formatNumber } from '@/lib/format/number';
import { PARAM, RADIUS_CHOICES } from '@/lib/listing/listing-fields';
import type { ListingQuery } from '@/lib/listing/listing-query';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { useCombobox } from '@/machines/combobox/use-combobox';
import { useDevice } from '@/lib/device/use-device';
import { FilterSelect } from './filter-select';
import styles from './listing.module.css';

function CityField({ suggestions, value, label }: { suggestions: string[]; value: string; label: string }) {
  const device = useDevice();
  const view = useCombobox({ suggestions, value, device, label, name: PARAM.city });
  return <ComboboxField view={view} className={styles.field} />;
}

/** Props of LocationFields. */
export interface LocationFieldsProps {
  query: ListingQuery;
  places: ListingPlaces;
  filters: SearchFiltersView | null;
  onChange?: () => void;
}

export function LocationFields({ query, places, filters, onChange }: LocationFieldsProps) {
  const { t } = useTranslation('listing');
  const counts = new Map((filters?.counties ?? []).map((c) => [c.value.toUpperCase(), c.count]));
  const options = places.counties.map((c) => {
    const count = counts.get(c.code);
    return {
      id: c.code.toLowerCase(),
      label: c.name,
      ...(count === undefined ? {} : { caption: formatNumber(count) }),
    };
  });
  const cities = places.cities.filter((c) => c.county === query.county);
  const city = cities.find((c) => c.slug === query.city)?.name ?? query.city ?? '';
  return (
    <fieldset className={styles.group}>
      <legend>{t('filters.location')}</legend>
      <FilterSelect
        key={`county:${options.map((o) => o.caption ?? '').join(',')}`}
        name={PARAM.county}
        mode="single"
        label={t('filters.county')}
        options={options}
        selected={query.county ? [query.county.toLowerCase()] : []}
        onChange={onChange}
      />
      {query.county && (
        <CityField
          key={`city:${query.county}`}
          suggestions={cities.map((c) => c.name)}
          value={city}
          label={t('filters.city')}
        />
      )}
      {query.county && (
        <div className={styles.field}>
          <label htmlFor="f-raza">{t('filters.radius')}</label>
          <select id="f-raza" name={PARAM.radius} defaultValue={query.radiusKm ?? ''}>
            <option value="">{t('filters.radiusCity')}</option>
            {RADIUS_CHOICES.map((km) => (
              <option key={km} value={km}>
                {t('filters.radiusKm', { km })}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
