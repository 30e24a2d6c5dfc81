/**
 * How much a seeded vehicle was used and how heavy it is: mileage by category and age (cars
 * 12-18k km a year, trucks 80-150k), operating hours of machinery, and the total weight of
 * trucks, trailers and machinery by posting sub-category.
 */
import type { FuelCode } from '../schema/catalogue';
import type { Rng } from './random';

/** Typical km a year by category (cars: by fuel, below). */
const KM_PER_YEAR: Record<number, number> = { 29: 14500, 81: 25000, 65: 3500, 57: 80000, 9: 12000 };
/** Full pace for this many years, then older vehicles are driven less (cars 60 % of it, trucks 40 %). */
const FULL_PACE_YEARS: Record<number, number> = { 57: 8 };
const LATER_PACE: Record<number, number> = { 57: 0.4 };
/** Odometers a buyer still takes seriously: beyond these, sellers rarely list (km). */
const MAX_KM: Record<number, number> = { 29: 480_000, 81: 650_000, 65: 160_000, 57: 1_900_000, 9: 300_000 };
/** Typical operating hours a year by machinery sub-category (default by category). */
const HOURS_PER_YEAR: Record<number, number> = { 3: 600, 107: 250, 128: 700, 45: 1200, 53: 900 };
const HOURS_DEFAULT: Record<number, number> = { 1: 300, 31: 950 };

/**
 * What is normal for a vehicle of a category, fuel and age (km); 0 where km are not kept. Cars:
 * diesels 17.000 km a year, petrol and electric 12.000; trucks 80.000 (tractor units 125.000).
 */
export function expectedKm(category: number, fuel: FuelCode | null, age: number, tractorUnit = false): number {
  let perYear = KM_PER_YEAR[category] ?? 0;
  if (category === 29) perYear = fuel === 'diesel' ? 17000 : fuel === 'petrol' || fuel === 'electric' ? 12000 : perYear;
  if (category === 57 && tractorUnit) perYear = 125000;
  const years = Math.max(0, age);
  const full = FULL_PACE_YEARS[category] ?? 10;
  return perYear * (Math.min(years, full) + (LATER_PACE[category] ?? 0.6) * Math.max(0, years - full));
}

/** Mileage of a used vehicle (age 0: a demo or a few months old), rounded like an odometer read-out. */
export function drawMileage(
  rng: Rng,
  category: number,
  fuel: FuelCode | null,
  age: number,
  tractorUnit = false,
): number {
  if (age <= 0) return rng.int(5, 150) * 100;
  // The yearly pace varies by owner (roughly 0.6x to 1.6x).
  const pace = Math.exp(rng.gaussian() * 0.22);
  const cap = (MAX_KM[category] ?? Infinity) * (0.85 + rng.next() * 0.15);
  const km = Math.min(cap, expectedKm(category, fuel, age, tractorUnit) * pace + rng.int(0, 3000));
  return Math.round(km / 100) * 100;
}

/** Mileage of a new vehicle from a dealer (delivery km). */
export function newMileage(rng: Rng): number {
  return rng.int(0, 90);
}

/** What is normal for a machine of a category and sub-category and age (hours). */
export function expectedHours(category: number, subcategory: number | null, age: number): number {
  const perYear = (subcategory !== null ? HOURS_PER_YEAR[subcategory] : undefined) ?? HOURS_DEFAULT[category] ?? 0;
  return Math.max(0, age) * perYear;
}

/** Operating hours of a machine with an engine. */
export function drawHours(rng: Rng, category: number, subcategory: number | null, age: number): number {
  if (age <= 0) return rng.int(0, 120);
  return Math.round(expectedHours(category, subcategory, age) * Math.exp(rng.gaussian() * 0.25) + rng.int(0, 80));
}

/** Total (permissible) weight ranges in kg by posting sub-category. */
const WEIGHT_KG: Record<number, readonly [number, number]> = {
  // Trucks.
  83: [7490, 18000],
  75: [12000, 19500],
  97: [18000, 41000],
  59: [26000, 32000],
  89: [18000, 26000],
  119: [18000, 26000],
  91: [18000, 26000],
  93: [7490, 26000],
  95: [26000, 48000],
  103: [18000, 32000],
  117: [26000, 41000],
  99: [12000, 26000],
  115: [12000, 26000],
  // Trailers.
  113: [750, 3500],
  11: [1500, 5000],
  79: [3500, 5000],
  85: [750, 3500],
  109: [750, 3500],
  87: [1300, 3500],
  111: [3500, 18000],
  77: [1000, 2500],
  101: [33000, 39000],
  // Agricultural machinery.
  5: [500, 5000],
  107: [12000, 22000],
  128: [8000, 20000],
  21: [2000, 10000],
  17: [800, 6000],
  15: [1000, 8000],
  27: [500, 8000],
  19: [1500, 8000],
  13: [1500, 9000],
  7: [1000, 8000],
  25: [500, 4000],
  23: [1500, 12000],
  3: [2500, 14000],
  // Construction machinery.
  33: [100, 3000],
  47: [1000, 15000],
  35: [7500, 9500],
  37: [10000, 40000],
  105: [20000, 45000],
  63: [2500, 14000],
  41: [15000, 50000],
  43: [1500, 50000],
  53: [500, 5000],
  49: [13000, 20000],
  51: [5000, 30000],
  39: [20000, 60000],
  61: [15000, 30000],
  45: [2500, 7000],
  55: [5000, 20000],
};
const CATEGORY_WEIGHT_KG: Record<number, readonly [number, number]> = {
  57: [7490, 26000],
  9: [750, 39000],
  1: [1000, 12000],
  31: [2000, 30000],
};

/** The weight range of a sub-category (or its category), or null where weight is not kept. */
export function weightRange(category: number, subcategory: number | null): readonly [number, number] | null {
  return (subcategory !== null ? WEIGHT_KG[subcategory] : undefined) ?? CATEGORY_WEIGHT_KG[category] ?? null;
}

/** Machines whose weight follows their power closely: kg per CP by sub-category. */
const KG_PER_CP: Record<number, number> = { 43: 120, 51: 70, 37: 130, 3: 45, 107: 45, 128: 50 };

/**
 * A weight written in the version name: trailers '750 kg', '1,3 t', '18 t' (a semi-trailer's
 * tonnes are its payload); trucks by their type code, MAN '41.470', Mercedes '1530 L', Iveco 'ML160E28'.
 */
function weightInName(name: string, subcategory: number | null): number | null {
  const kg = /(\d+) kg/.exec(name);
  if (kg) return Number(kg[1]);
  const truck = /\b(\d{1,2})\.\d{3}\b/.exec(name) ?? /\b(\d{2})\d{2} (?:LS|L|K|LK|AK)\b/.exec(name);
  if (truck && Number(truck[1]) <= 50) return Math.max(7490, Number(truck[1]) * 1000);
  const iveco = /ML(\d{2,3})E/.exec(name);
  if (iveco) return Number(iveco[1]) * 100;
  const tonnes = /(\d+(?:,\d+)?) t\b/.exec(name);
  if (tonnes && subcategory !== 101) return Math.round(Number(tonnes[1]?.replace(',', '.')) * 1000);
  return null;
}

/**
 * Total weight: what the version name says (trailers), else within the sub-category's range,
 * placed by the version's power (a stronger machine is a heavier one) or by the axles in its
 * name (8x4 heavier than 4x2).
 */
export function drawWeight(
  rng: Rng,
  category: number,
  subcategory: number | null,
  versionName: string,
  power: number | null,
): number | null {
  const range = weightRange(category, subcategory);
  if (!range) return null;
  const [min, max] = range;
  const named = weightInName(versionName, subcategory);
  if (named !== null) return named;
  const perCp = subcategory !== null ? KG_PER_CP[subcategory] : undefined;
  if (perCp !== undefined && power !== null) {
    const kg = Math.min(max, Math.max(min, power * perCp * (0.9 + rng.next() * 0.2)));
    return Math.round(kg / 100) * 100;
  }
  const axles = /(\d)x\d/.exec(versionName)?.[1];
  let t = power !== null ? Math.min(1, Math.max(0, (power - 40) / 460)) : rng.next();
  if (axles) t = axles === '8' ? 0.9 : axles === '6' ? 0.6 : 0.25;
  t = Math.min(1, Math.max(0, t + (rng.next() - 0.5) * 0.2));
  const kg = min + (max - min) * t;
  return kg < 5000 ? Math.round(kg / 10) * 10 : Math.round(kg / 100) * 100;
}
