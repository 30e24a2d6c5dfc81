/** The short facts line of an advert ('2019 · 125.000 km · Diesel · 150 CP'), shared by cards and the ad page. */
import type { TFunction } from 'i18next';
import { fuelLabelKey, type FuelType } from '@/lib/ads/advert-enums';
import { formatNumber } from '@/lib/format/number';

/** The fields the facts line is made of. */
export interface FactsSource {
  year: number | null;
  mileage: number | null;
  fuelType: FuelType | null;
  enginePower: number | null;
}

/** Translated facts, missing ones left out; `t` must have the common namespace. */
export function advertFacts(t: TFunction, advert: FactsSource): string[] {
  const facts: string[] = [];
  if (advert.year !== null) facts.push(String(advert.year));
  if (advert.mileage !== null) facts.push(t('common:units.km', { value: formatNumber(advert.mileage) }));
  if (advert.fuelType !== null) facts.push(t(fuelLabelKey(advert.fuelType)));
  if (advert.enginePower !== null) facts.push(t('common:units.power', { value: formatNumber(advert.enginePower) }));
  return facts;
}
