/**
 * The short facts line of an advert, with units and per category: '2019 · 125.000 km · Diesel ·
 * 150 CP · 1.968 cm³' for road vehicles, hours and tonnes for machinery, part type and the
 * vehicle it fits for parts (never mileage or fuel there). Shared by cards and the ad page.
 */
import type { TFunction } from 'i18next';
import { fuelLabelKey, type FuelType } from '@/lib/ads/advert-enums';
import { partTypeLabelKey } from '@/lib/ads/part-types';
import type { PartType } from '@/lib/graphql/generated/schema-enums';
import { formatNumber, formatTonnes } from '@/lib/format/number';

/** The fields the facts line is made of (the category ones may be absent). */
export interface FactsSource {
  year: number | null;
  mileage: number | null;
  fuelType: FuelType | null;
  enginePower: number | null;
  engineCapacity?: number | null;
  categorySlug?: string;
  operatingHours?: number | null;
  weightKg?: number | null;
  partType?: PartType | null;
  compatibleVehicle?: string | null;
}

/** Translated facts, missing ones left out; `t` must have the common namespace. */
export function advertFacts(t: TFunction, advert: FactsSource): string[] {
  const facts: string[] = [];
  const category = advert.categorySlug ?? '';
  if (category === 'piese') {
    if (advert.partType) facts.push(t(partTypeLabelKey(advert.partType)));
    if (advert.compatibleVehicle) facts.push(t('common:card.fits', { vehicle: advert.compatibleVehicle }));
    return facts;
  }
  const machinery = category.startsWith('utilaje');
  const heavy = machinery || category === 'camioane' || category === 'remorci';
  if (advert.year !== null) facts.push(String(advert.year));
  if (machinery && advert.operatingHours)
    facts.push(t('common:units.hours', { value: formatNumber(advert.operatingHours) }));
  if (!machinery && advert.mileage !== null) facts.push(t('common:units.km', { value: formatNumber(advert.mileage) }));
  if (!machinery && category !== 'remorci' && advert.fuelType !== null) facts.push(t(fuelLabelKey(advert.fuelType)));
  if (advert.enginePower !== null) facts.push(t('common:units.power', { value: formatNumber(advert.enginePower) }));
  if (!heavy && advert.engineCapacity)
    facts.push(t('common:units.capacity', { value: formatNumber(advert.engineCapacity) }));
  if (heavy && advert.weightKg) facts.push(t('common:units.tonnes', { value: formatTonnes(advert.weightKg) }));
  return facts;
}
