/**
 * Key specifications of the vehicle (or machine, trailer, part) as a definition list; unknown values
 * are left out, so each category shows what it has: hours and tonnes for machinery, part type and
 * the vehicle it fits for parts.
 */
import { useTranslation } from 'react-i18next';
import { fuelLabelKey } from '@/lib/ads/advert-enums';
import { partTypeLabelKey } from '@/lib/ads/part-types';
import type { AdvertView } from '@/lib/graphql/generated/page-operations';
import { formatMonthYear } from '@/lib/format/date';
import { formatNumber, formatTonnes } from '@/lib/format/number';
import styles from './advert.module.css';

export function AdvertSpecs({ advert }: { advert: AdvertView }) {
  const { t } = useTranslation(['advert', 'common', 'vehicle']);
  const rows: [string, string | null][] = [
    ['make', advert.make],
    ['model', advert.model],
    ['partType', advert.partType && t(partTypeLabelKey(advert.partType))],
    ['compatibleVehicle', advert.compatibleVehicle],
    ['generation', advert.generation],
    ['version', advert.version],
    ['year', advert.year === null ? null : String(advert.year)],
    ['mileage', advert.mileage === null ? null : t('common:units.km', { value: formatNumber(advert.mileage) })],
    [
      'operatingHours',
      advert.operatingHours === null ? null : t('common:units.hours', { value: formatNumber(advert.operatingHours) }),
    ],
    ['weight', advert.weightKg === null ? null : t('common:units.tonnes', { value: formatTonnes(advert.weightKg) })],
    ['fuel', advert.fuelType && t(fuelLabelKey(advert.fuelType))],
    [
      'power',
      advert.enginePower === null ? null : t('common:units.power', { value: formatNumber(advert.enginePower) }),
    ],
    [
      'capacity',
      advert.engineCapacity === null
        ? null
        : t('common:units.capacity', { value: formatNumber(advert.engineCapacity) }),
    ],
    ['gearbox', advert.gearbox && t(`common:gearbox.${advert.gearbox}`)],
    ['body', advert.bodyType && t(`vehicle:bodyType.${advert.bodyType}`, { defaultValue: advert.bodyType })],
    ['doors', advert.doorCount === null ? null : String(advert.doorCount)],
    ['color', advert.color && t(`vehicle:color.${advert.color}`, { defaultValue: advert.color })],
    ['firstRegistration', advert.firstRegistration && formatMonthYear(advert.firstRegistration)],
  ];
  return (
    <dl className={styles.specs}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([key, value]) => (
          <div key={key} className={styles.spec}>
            <dt>{t(`advert:specs.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
