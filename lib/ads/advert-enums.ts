/**
 * The advert enums' value lists and label keys, taken from the schema (codegen's
 * lib/graphql/generated/schema-enums.ts keeps the SDL's order), so no list is copied by hand.
 * Labels live in the common catalogue under `fuel.<VALUE>`, `gearbox.<VALUE>`.
 */
import { AdvertSort, FuelType } from '@/lib/graphql/generated/schema-enums';

export type { AdvertSort, FuelType };

/** Every FuelType, in the order filters list them. */
export const FUEL_TYPES: readonly FuelType[] = Object.values(FuelType);

/** Every AdvertSort, in the order the sort select lists them. */
export const ADVERT_SORTS: readonly AdvertSort[] = Object.values(AdvertSort);

/** The i18n key of a fuel type's label (common namespace). */
export function fuelLabelKey(fuel: FuelType): `common:fuel.${FuelType}` {
  return `common:fuel.${fuel}`;
}
