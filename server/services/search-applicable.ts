/**
 * Which AdvertFiltersInput fields apply to a category or sub-category (SPEC §2.6: the filters a
 * buyer of that category expects), in display order. A filter that does not apply is refused
 * (errors:search.notApplicable), and its facet is not computed.
 */
import type { AdvertFilters } from './ads.types';

/** An AdvertFiltersInput field name. */
export type FilterField = keyof AdvertFilters;

const PRICE: FilterField[] = ['priceFrom', 'priceTo', 'priceCurrency', 'priceKind'];
const YEAR: FilterField[] = ['yearFrom', 'yearTo'];
const MILEAGE: FilterField[] = ['mileageFrom', 'mileageTo'];
const POWER: FilterField[] = ['powerFrom', 'powerTo'];
const CAPACITY: FilterField[] = ['engineCapacityFrom', 'engineCapacityTo'];
const HOURS: FilterField[] = ['operatingHoursFrom', 'operatingHoursTo'];
const WEIGHT: FilterField[] = ['weightFrom', 'weightTo'];
const SELLER: FilterField[] = ['sellerTypes', 'badges', 'priceIndicators'];
const LOCATION: FilterField[] = ['countyCode', 'cityId', 'radiusKm'];
/** Fields every category accepts (not shown as panel filters). */
const UNIVERSAL: FilterField[] = ['query', 'sellerId', 'bounds'];

const MAKE_MODEL: FilterField[] = ['makes', 'models'];

const CARS: FilterField[] = [
  ...MAKE_MODEL,
  'generations',
  ...PRICE,
  ...YEAR,
  ...MILEAGE,
  'fuelTypes',
  'gearboxes',
  'bodyTypes',
  ...POWER,
  ...CAPACITY,
  'doorCounts',
  'colors',
  ...SELLER,
  ...LOCATION,
];

/** Agricultural sub-categories that are self-propelled (operating hours apply). */
const AGRI_WITH_HOURS = new Set([
  'tractoare-agricole',
  'combine',
  'forestiere-agricole',
  'masini-si-unelte-pentru-cules',
  'altele',
]);
/** Construction sub-categories without an engine-hour meter or a meaningful tonnage. */
const CONSTRUCTION_NO_HOURS = new Set(['accesorii']);
const CONSTRUCTION_NO_WEIGHT = new Set(['accesorii', 'generator']);

function machinery(hours: boolean, weight: boolean): FilterField[] {
  return [
    'subcategory',
    ...MAKE_MODEL,
    ...PRICE,
    ...YEAR,
    ...(hours ? HOURS : []),
    ...POWER,
    ...(weight ? WEIGHT : []),
    ...SELLER,
    ...LOCATION,
  ];
}

/** The panel filters of a category (top-level slug) and optional sub-category slug, in display order. */
export function applicableFilters(categorySlug: string, subcategorySlug: string | null): FilterField[] {
  switch (categorySlug) {
    case 'autoturisme':
      // Only cars are sold new here (seeded new adverts are cars; decision 0018).
      return CARS.flatMap((field): FilterField[] => (field === 'generations' ? [field, 'condition'] : [field]));
    case 'autoutilitare':
      return CARS;
    case 'motociclete':
      return [
        ...MAKE_MODEL,
        ...PRICE,
        ...YEAR,
        ...MILEAGE,
        'fuelTypes',
        'bodyTypes',
        ...POWER,
        ...CAPACITY,
        'colors',
        ...SELLER,
        ...LOCATION,
      ];
    case 'camioane':
      return [
        'subcategory',
        ...MAKE_MODEL,
        ...PRICE,
        ...YEAR,
        ...MILEAGE,
        'fuelTypes',
        'gearboxes',
        'bodyTypes',
        ...POWER,
        ...WEIGHT,
        'colors',
        ...SELLER,
        ...LOCATION,
      ];
    case 'remorci':
      return ['subcategory', ...MAKE_MODEL, ...PRICE, ...YEAR, ...WEIGHT, ...SELLER, ...LOCATION];
    case 'piese':
      return ['subcategory', 'partTypes', 'compatibleMake', 'compatibleModel', ...PRICE, ...SELLER, ...LOCATION];
    case 'utilaje-agricole':
      return machinery(subcategorySlug === null || AGRI_WITH_HOURS.has(subcategorySlug), true);
    case 'utilaje-constructii':
      return machinery(
        subcategorySlug === null || !CONSTRUCTION_NO_HOURS.has(subcategorySlug),
        subcategorySlug === null || !CONSTRUCTION_NO_WEIGHT.has(subcategorySlug),
      );
    default:
      return [...MAKE_MODEL, ...PRICE, ...YEAR, ...SELLER, ...LOCATION];
  }
}

/** True when the field may be sent for this category/sub-category. */
export function acceptsFilter(applicable: readonly FilterField[], field: FilterField): boolean {
  return applicable.includes(field) || UNIVERSAL.includes(field);
}
