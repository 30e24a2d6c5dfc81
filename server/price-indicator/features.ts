/**
 * What the price indicator knows of an advert, and the regression's attribute columns. Twelve
 * characteristics in all (SPEC §9): make, model, generation and body type choose the segment;
 * year, mileage, power, engine capacity, fuel, gearbox, doors and equipment are the regression's.
 */
import type { FuelCode, GearboxCode } from '@/server/db/schema/catalogue';
import type { CurrencyCode, PriceIndicatorCode } from '@/server/db/schema/adverts';
import type { PriceAttributeCode, PriceIndicatorNoneReason } from '@/server/db/schema/price-indicators';

/** An active car advert as the indicator sees it. */
export interface PriceSubject {
  id: number;
  makeId: number;
  modelId: number | null;
  generationId: number | null;
  bodyType: string | null;
  year: number | null;
  mileage: number | null;
  enginePower: number | null;
  engineCapacity: number | null;
  fuelType: FuelCode | null;
  gearbox: GearboxCode | null;
  doorCount: number | null;
  equipmentCount: number;
  priceLei: number;
  /** The advert's own currency: only EUR adverts are labelled and compared (SPEC §9 'Euro only'). */
  currency: CurrencyCode;
  /** adverts.is_new: a new car (from a dealer, never registered) gets no indicator (SPEC §9). */
  isNew: boolean;
  /** Published within the comparables window (the last 6 months). */
  recent: boolean;
  /** The level stored now (the hysteresis starts from it). */
  previousLevel: PriceIndicatorCode;
}

/** The regression's attributes and the columns each contributes (fuel is four indicator columns). */
export const ATTRIBUTES: readonly { code: PriceAttributeCode; columns: number }[] = [
  { code: 'year', columns: 1 },
  { code: 'mileage', columns: 1 },
  { code: 'power', columns: 1 },
  { code: 'engine_capacity', columns: 1 },
  { code: 'doors', columns: 1 },
  { code: 'equipment', columns: 1 },
  { code: 'gearbox', columns: 1 },
  { code: 'fuel', columns: 4 },
];

/** Fuel groups against petrol; the rare gas conversions share one column. */
const FUEL_COLUMN: Partial<Record<FuelCode, number>> = {
  diesel: 0,
  hybrid: 1,
  hybrid_petrol: 1,
  hybrid_diesel: 1,
  electric: 2,
  petrol_lpg: 3,
  petrol_cng: 3,
  cng: 3,
};

/**
 * Why the advert gets no indicator whatever its comparables, or null. The same test keeps it out
 * of the comparables: new cars, adverts priced in LEI (SPEC §9 'Euro only'; docs/price-indicator.md
 * says why LEI asks are not converted into comparables) and adverts missing an attribute.
 */
export function ineligibility(subject: PriceSubject): PriceIndicatorNoneReason | null {
  if (subject.isNew) return 'new_car';
  if (subject.currency !== 'EUR') return 'not_eur';
  const { year, mileage, enginePower, fuelType, gearbox, modelId } = subject;
  if (year === null || mileage === null || !enginePower || !fuelType || !gearbox || modelId === null)
    return 'missing_attributes';
  if (subject.priceLei <= 0) return 'missing_attributes';
  return null;
}

/**
 * The attribute columns of an eligible advert: year, mileage (100,000 km), ln(power), capacity
 * (litres; 0 for electric cars), doors (NaN when unknown, filled with the segment mean),
 * equipment items, automatic, then the fuel columns. Log price moves linearly in each.
 */
export function attributeRow(subject: PriceSubject): number[] {
  const fuel = [0, 0, 0, 0];
  const fuelColumn = subject.fuelType ? FUEL_COLUMN[subject.fuelType] : undefined;
  if (fuelColumn !== undefined) fuel[fuelColumn] = 1;
  return [
    subject.year ?? 0,
    (subject.mileage ?? 0) / 100_000,
    Math.log(Math.max(1, subject.enginePower ?? 1)),
    (subject.engineCapacity ?? 0) / 1000,
    subject.doorCount ?? Number.NaN,
    subject.equipmentCount,
    subject.gearbox === 'automatic' ? 1 : 0,
    ...fuel,
  ];
}

/** Replaces unknown values (NaN) by their column's mean over the known ones (0 when none is known). */
export function fillUnknown(rows: number[][]): number[][] {
  const columns = rows[0]?.length ?? 0;
  const means = Array.from({ length: columns }, (_, j) => {
    const known = rows.map((row) => row[j]!).filter((value) => !Number.isNaN(value));
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0;
  });
  return rows.map((row) => row.map((value, j) => (Number.isNaN(value) ? means[j]! : value)));
}
