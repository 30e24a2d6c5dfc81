/**
 * The advert mix of the seed: how adverts spread over categories, sellers, part sources, colours
 * and statuses, and small lookups the generator uses per row.
 */
import type { PartTypeCode } from '@/lib/ads/part-types';
import type { AdvertStatusCode } from '../schema/adverts';
import { CATEGORY_IDS } from './categories-data';
import { PART_NAMES } from './parts-data';

const C = CATEGORY_IDS;

/** Adverts per category (weights): cars the majority. */
export const CATEGORY_WEIGHTS: readonly (readonly [number, number])[] = [
  [C.autoturisme, 60],
  [C.autoutilitare, 8],
  [C.motociclete, 7],
  [C.camioane, 5],
  [C.piese, 10],
  [C.remorci, 4],
  [C['utilaje-agricole'], 3],
  [C['utilaje-constructii'], 3],
];
/** Share of a category's adverts posted by dealers. */
export const PRO_SHARE: Record<number, number> = {
  29: 0.65,
  81: 0.75,
  65: 0.45,
  57: 0.8,
  67: 0.6,
  9: 0.7,
  1: 0.8,
  31: 0.85,
};
/** Share of dealers' car adverts that are new cars (about 2.5 % of all car adverts). */
export const NEW_SHARE_OF_DEALER_CARS = 0.04;
/** Categories whose adverts keep km (trailers only when motorised: campers). */
export const KM_CATEGORIES = new Set([29, 81, 65, 57, 9]);
/** Which vehicles parts adverts are for (weights by vehicle category). */
export const PART_SOURCES: readonly (readonly [number, number])[] = [
  [29, 60],
  [81, 10],
  [57, 10],
  [65, 6],
  [1, 6],
  [31, 4],
  [9, 4],
];
/** The parts sub-category of a vehicle category. */
export const PART_SUBCATEGORY: Record<number, number> = { 29: 69, 65: 71, 81: 121, 9: 123, 1: 125, 31: 127, 57: 73 };
/** Body colours (weights). */
export const COLORS: readonly (readonly [string, number])[] = [
  ['grey', 20],
  ['black', 18],
  ['white', 18],
  ['silver', 12],
  ['blue', 10],
  ['red', 7],
  ['green', 3],
  ['brown', 3],
  ['beige', 2],
  ['yellow', 1],
  ['orange', 1],
];
/** Advert statuses (weights). */
export const STATUSES: readonly (readonly [AdvertStatusCode, number])[] = [
  ['active', 92],
  ['archived', 3],
  ['waiting', 2],
  ['moderated', 1.5],
  ['draft', 1.5],
];
/** Share of adverts with a VIN, by category. */
export const VIN_SHARE: Record<number, number> = { 29: 0.88, 81: 0.85, 65: 0.6, 57: 0.8, 9: 0.5, 1: 0.3, 31: 0.3 };

const partChoiceCache = new Map<number, (readonly [readonly [string, PartTypeCode], number])[]>();

/** [part name, part type] choices of a parts sub-category, weighted. */
export function partChoices(subcategoryId: number | null): (readonly [readonly [string, PartTypeCode], number])[] {
  const key = subcategoryId ?? 69;
  let choices = partChoiceCache.get(key);
  if (!choices) {
    choices = (PART_NAMES[key] ?? PART_NAMES[69] ?? []).map(([name, type, weight]) => [[name, type], weight] as const);
    partChoiceCache.set(key, choices);
  }
  return choices;
}

/** The weakest power among a generation's versions (the base the price model scales from). */
export function basePower(versions: readonly { enginePower: number | null }[]): number | null {
  let min: number | null = null;
  for (const v of versions) if (v.enginePower !== null && (min === null || v.enginePower < min)) min = v.enginePower;
  return min;
}
