/** Where the vehicle is: the county, then its localities (the advert's city; the county follows from it). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { PostingView } from '@/machines/posting/use-posting';
import { ChoiceField } from './choice-field';
import styles from './posting.module.css';

export function LocationField({ view, places }: { view: PostingView; places: ListingPlaces }) {
  const { t } = useTranslation('posting');
  const chosen = places.cities.find((c) => c.id === view.values.cityId);
  // The county list only narrows the localities; the form keeps the city.
  const [county, setCounty] = useState(chosen?.county ?? '');
  const cities = places.cities.filter((c) => c.county === county).sort((a, b) => a.name.localeCompare(b.name, 'ro'));
  return (
    <div className={styles.pair}>
      <ChoiceField
        label={t('fields.county')}
        value={county}
        options={places.counties.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(code) => {
          setCounty(code);
          if (chosen && chosen.county !== code) view.change('cityId', null);
        }}
      />
      <ChoiceField
        label={t('fields.city')}
        value={view.values.cityId === null ? '' : String(view.values.cityId)}
        options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(value) => view.change('cityId', value === '' ? null : Number(value))}
        problem={view.problems.cityId}
        disabled={county === ''}
      />
    </div>
  );
}
