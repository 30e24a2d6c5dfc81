/**
 * The seed's price model: what a used vehicle or part is asked for in Romania.
 *
 * A vehicle starts from its model's new price (ModelSeed.price, EUR) scaled by the version's power,
 * loses a first-year drop and then a yearly share that depends on the segment (a Dacia or a Toyota
 * holds its value, a premium German car or an electric car loses more, trucks and vans by their
 * use), is adjusted for mileage (or operating hours) against what is normal for its age, and for
 * fuel and gearbox. Parts are priced by part type, the vehicle they fit and its age. Amounts are
 * then written the way people write them: 8.450, 12.990, 54.900 EUR; 350, 24.500 lei.
 */
import type { PartTypeCode } from '@/lib/ads/part-types';
import { EUR_TO_LEI } from '@/server/services/prices';
import type { CurrencyCode } from '../schema/adverts';
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import { PART_CATEGORY_FACTOR, PART_PRICE_EUR } from './parts-data';
import type { Rng } from './random';

/** How a segment loses value: kept after the first year, kept each later year, lowest price (EUR). */
interface Depreciation {
  firstYear: number;
  yearly: number;
  floor: number;
}

const CAR_SEGMENTS: Record<'budget' | 'mainstream' | 'premium' | 'durable', Depreciation> = {
  budget: { firstYear: 0.86, yearly: 0.91, floor: 600 },
  mainstream: { firstYear: 0.82, yearly: 0.9, floor: 550 },
  premium: { firstYear: 0.8, yearly: 0.89, floor: 900 },
  durable: { firstYear: 0.88, yearly: 0.925, floor: 800 },
};
const CATEGORY_DEPRECIATION: Record<number, Depreciation> = {
  81: { firstYear: 0.83, yearly: 0.885, floor: 900 },
  65: { firstYear: 0.85, yearly: 0.92, floor: 400 },
  57: { firstYear: 0.85, yearly: 0.87, floor: 4000 },
  9: { firstYear: 0.85, yearly: 0.915, floor: 1500 },
  1: { firstYear: 0.85, yearly: 0.92, floor: 1500 },
  31: { firstYear: 0.85, yearly: 0.915, floor: 2000 },
};
const PREMIUM_MAKES = new Set(['bmw', 'mercedes-benz', 'audi', 'volvo', 'porsche', 'tesla', 'lexus', 'jaguar']);
const DURABLE_MAKES = new Set(['toyota', 'land-rover', 'porsche', 'lexus', 'honda']);
const BUDGET_MAKES = new Set(['dacia']);

/** The car segment of a make: budget, mainstream, premium, durable (holds its value). */
export function carSegment(makeSlug: string): keyof typeof CAR_SEGMENTS {
  if (DURABLE_MAKES.has(makeSlug)) return 'durable';
  if (PREMIUM_MAKES.has(makeSlug)) return 'premium';
  if (BUDGET_MAKES.has(makeSlug)) return 'budget';
  return 'mainstream';
}

/** Whether a make is a premium one (the distribution test compares them with compacts). */
export function isPremiumMake(makeSlug: string): boolean {
  return PREMIUM_MAKES.has(makeSlug);
}

/** What the vehicle price depends on. */
export interface VehiclePriceInput {
  category: number;
  makeSlug: string;
  /** The model's new price, EUR. */
  newPrice: number;
  age: number;
  isNew: boolean;
  /** km, or null (machinery, trailers). */
  mileage: number | null;
  /** What is normal for its age (km or hours); 0 when unknown. */
  expectedUse: number;
  /** Operating hours (machinery), or null. */
  operatingHours: number | null;
  fuel: FuelCode | null;
  gearbox: GearboxCode | null;
  /** The version's power and the weakest power of the model (CP), when known. */
  power: number | null;
  basePower: number | null;
}

function fuelFactor(category: number, fuel: FuelCode | null, age: number): number {
  if (category !== 29 && category !== 81) return 1;
  switch (fuel) {
    case 'diesel':
      // Diesels are sought after in Romania while young; old ones face city bans.
      return age <= 10 ? 1.05 : 0.97;
    case 'petrol_lpg':
    case 'petrol_cng':
      return 0.95;
    case 'hybrid_petrol':
    case 'hybrid_diesel':
      return 1.06;
    case 'hybrid':
      return 1.04;
    case 'electric':
      // Batteries age: electric cars lose more each year.
      return 0.97 ** age;
    default:
      return 1;
  }
}

/** The asking price in EUR of a vehicle, before rounding (noise from rng). */
export function vehiclePriceEur(rng: Rng, input: VehiclePriceInput): number {
  const { category, age } = input;
  const dep =
    category === 29
      ? CAR_SEGMENTS[carSegment(input.makeSlug)]
      : (CATEGORY_DEPRECIATION[category] ?? CAR_SEGMENTS.mainstream);
  const versionFactor =
    input.power && input.basePower ? Math.min(1.9, Math.max(1, (input.power / input.basePower) ** 0.45)) : 1;
  const base = input.newPrice * versionFactor;
  if (input.isNew) return base * (0.94 + rng.next() * 0.08);
  const kept = age <= 0 ? 0.9 : dep.firstYear * dep.yearly ** (age - 1);
  let use = 1;
  const used = input.mileage ?? input.operatingHours;
  if (used !== null && input.expectedUse > 0) {
    use = Math.max(0.72, Math.min(1.15, 1 - ((used - input.expectedUse) / input.expectedUse) * 0.2));
  }
  const gearbox = input.gearbox === 'automatic' && (category === 29 || category === 81) ? 1.06 : 1;
  const noise = Math.exp(rng.gaussian() * 0.09);
  const value = base * kept * use * gearbox * fuelFactor(category, input.fuel, age) * noise;
  return Math.max(dep.floor * (0.85 + rng.next() * 0.4), value);
}

/** The asking price in EUR of a used part of a type, for a vehicle of a category, new price and age. */
export function partPriceEur(
  rng: Rng,
  type: PartTypeCode,
  sourceCategory: number,
  vehicleNewPrice: number,
  age: number,
): number {
  const [low, high] = PART_PRICE_EUR[type];
  const position = (rng.next() + rng.next()) / 2;
  const typical = low * (high / low) ** position;
  // Parts of dearer vehicles cost more; a car's relative to a 25.000 EUR car, the rest by category.
  const vehicle = sourceCategory === 29 ? Math.min(2.2, Math.max(0.7, (vehicleNewPrice / 25000) ** 0.45)) : 1;
  const wear = Math.max(0.45, 0.97 ** age);
  return typical * (PART_CATEGORY_FACTOR[sourceCategory] ?? 1) * vehicle * wear;
}

/**
 * The currency a seller writes: dealers and most private car sellers price in EUR, a share of
 * private sellers in LEI; parts mostly in LEI.
 */
export function pickCurrency(rng: Rng, parts: boolean, professional: boolean): CurrencyCode {
  if (parts) return rng.chance(professional ? 0.75 : 0.85) ? 'LEI' : 'EUR';
  return rng.chance(professional ? 0.96 : 0.72) ? 'EUR' : 'LEI';
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * An amount written the way people do: vehicles in whole hundreds or fifties (8.450), sometimes a
 * "charm" price below a round one (12.990, 54.900); parts to 5 or 10 (45, 350, 1.200).
 */
export function humanPrice(value: number, currency: CurrencyCode, part: boolean, charm: boolean): number {
  if (part) {
    if (value < 100) return roundTo(value, 5);
    if (value < 1000) return roundTo(value, 10);
    return roundTo(value, currency === 'EUR' ? 50 : 100);
  }
  if (currency === 'EUR') {
    if (value < 1000) return roundTo(value, 50);
    if (value < 10000) return charm ? roundTo(value, 500) - 10 : roundTo(value, 50);
    if (value < 50000) return charm ? roundTo(value, 1000) - 10 : roundTo(value, 100);
    return charm ? roundTo(value, 1000) - 100 : roundTo(value, 500);
  }
  if (value < 5000) return roundTo(value, 100);
  if (value < 50000) return charm ? roundTo(value, 1000) - 100 : roundTo(value, 500);
  return charm ? roundTo(value, 5000) - 100 : roundTo(value, 1000);
}

/** EUR amount in the advert's currency (before rounding). */
export function inCurrency(eur: number, currency: CurrencyCode): number {
  return currency === 'EUR' ? eur : eur * EUR_TO_LEI;
}
