/**
 * The listing's filters: their short Romanian URL parameters, what values they accept and the
 * AdvertFiltersInput field they fill. One table, read by the parser, the URL writer and the form.
 */
import {
  AdvertBadge,
  FuelType,
  Gearbox,
  PartType,
  PriceIndicatorLevel,
  SellerType,
  type VehicleCondition,
} from '@/lib/graphql/generated/schema-enums';

/** The numeric filters, each a min/max pair. */
export type RangeName = 'price' | 'year' | 'mileage' | 'power' | 'engineCapacity' | 'operatingHours' | 'weight';

/** A numeric filter: URL keys, accepted bounds, GraphQL fields and the unit the form shows. */
export interface RangeField {
  readonly min: string;
  readonly max: string;
  readonly lowest: number;
  readonly highest: number;
  /** Decimals allowed ('3,5' t); whole numbers otherwise. */
  readonly decimals: boolean;
  /** URL value × scale = GraphQL value (tonnes in the URL, kg in GraphQL). */
  readonly scale: number;
  readonly from: string;
  readonly to: string;
  /** The AdvertSearchFilters field with its known bounds. */
  readonly bounds: 'price' | 'year' | 'mileage' | 'power' | 'engineCapacity' | 'operatingHours' | 'weight';
}

export const RANGE_FIELDS: Readonly<Record<RangeName, RangeField>> = {
  price: {
    min: 'pret_min',
    max: 'pret_max',
    lowest: 0,
    highest: 999_999_999,
    decimals: true,
    scale: 1,
    from: 'priceFrom',
    to: 'priceTo',
    bounds: 'price',
  },
  year: {
    min: 'an_min',
    max: 'an_max',
    lowest: 1900,
    highest: 2100,
    decimals: false,
    scale: 1,
    from: 'yearFrom',
    to: 'yearTo',
    bounds: 'year',
  },
  mileage: {
    min: 'km_min',
    max: 'km_max',
    lowest: 0,
    highest: 9_999_999,
    decimals: false,
    scale: 1,
    from: 'mileageFrom',
    to: 'mileageTo',
    bounds: 'mileage',
  },
  power: {
    min: 'cp_min',
    max: 'cp_max',
    lowest: 0,
    highest: 5000,
    decimals: false,
    scale: 1,
    from: 'powerFrom',
    to: 'powerTo',
    bounds: 'power',
  },
  engineCapacity: {
    min: 'cmc_min',
    max: 'cmc_max',
    lowest: 0,
    highest: 50_000,
    decimals: false,
    scale: 1,
    from: 'engineCapacityFrom',
    to: 'engineCapacityTo',
    bounds: 'engineCapacity',
  },
  operatingHours: {
    min: 'ore_min',
    max: 'ore_max',
    lowest: 0,
    highest: 1_000_000,
    decimals: false,
    scale: 1,
    from: 'operatingHoursFrom',
    to: 'operatingHoursTo',
    bounds: 'operatingHours',
  },
  weight: {
    min: 'tone_min',
    max: 'tone_max',
    lowest: 0,
    highest: 1000,
    decimals: true,
    scale: 1000,
    from: 'weightFrom',
    to: 'weightTo',
    bounds: 'weight',
  },
};

export const RANGE_NAMES = Object.keys(RANGE_FIELDS) as RangeName[];

/** The multiple-choice filters. */
export type ListName =
  | 'fuel'
  | 'gearbox'
  | 'bodyType'
  | 'doors'
  | 'color'
  | 'sellerType'
  | 'badge'
  | 'priceIndicator'
  | 'partType'
  | 'generation';

/** A multiple-choice filter: URL key, the values it accepts (null: any slug), its GraphQL field. */
export interface ListField {
  readonly param: string;
  /** Known values (GraphQL enum values); null for codes the server knows (slugs, numbers). */
  readonly values: readonly string[] | null;
  /** Values are whole numbers (door counts). */
  readonly numeric: boolean;
  readonly input: string;
  /** The AdvertSearchFilters facet with its options. */
  readonly facet: string;
}

const SLUG = null;
export const LIST_FIELDS: Readonly<Record<ListName, ListField>> = {
  fuel: {
    param: 'combustibil',
    values: Object.values(FuelType),
    numeric: false,
    input: 'fuelTypes',
    facet: 'fuelTypes',
  },
  gearbox: { param: 'cutie', values: Object.values(Gearbox), numeric: false, input: 'gearboxes', facet: 'gearboxes' },
  bodyType: { param: 'caroserie', values: SLUG, numeric: false, input: 'bodyTypes', facet: 'bodyTypes' },
  doors: { param: 'usi', values: SLUG, numeric: true, input: 'doorCounts', facet: 'doorCounts' },
  color: { param: 'culoare', values: SLUG, numeric: false, input: 'colors', facet: 'colors' },
  sellerType: {
    param: 'vanzator',
    values: Object.values(SellerType),
    numeric: false,
    input: 'sellerTypes',
    facet: 'sellerTypes',
  },
  badge: { param: 'insigne', values: Object.values(AdvertBadge), numeric: false, input: 'badges', facet: 'badges' },
  priceIndicator: {
    param: 'indicator_pret',
    values: Object.values(PriceIndicatorLevel).filter((level) => level !== 'NONE'),
    numeric: false,
    input: 'priceIndicators',
    facet: 'priceIndicators',
  },
  partType: {
    param: 'tip_piesa',
    values: Object.values(PartType),
    numeric: false,
    input: 'partTypes',
    facet: 'partTypes',
  },
  generation: { param: 'generatie', values: SLUG, numeric: false, input: 'generations', facet: 'generations' },
};

export const LIST_NAMES = Object.keys(LIST_FIELDS) as ListName[];

/** URL keys of the single-valued parameters. */
export const PARAM = {
  q: 'q',
  currency: 'moneda',
  priceKind: 'pret_tip',
  condition: 'stare',
  compatibleMake: 'compat_marca',
  compatibleModel: 'compat_model',
  county: 'judet',
  city: 'oras',
  radius: 'raza',
  sort: 'ordine',
  after: 'dupa',
  before: 'inainte',
} as const;

/** The condition filter's URL values (`stare=nou`) and the VehicleCondition each means. */
export const CONDITION_VALUES: Readonly<Record<string, VehicleCondition>> = { nou: 'NEW', rulat: 'USED' };

/** The URL value of a condition ('NEW' -> 'nou'). */
export function conditionParam(condition: VehicleCondition): string {
  return Object.keys(CONDITION_VALUES).find((key) => CONDITION_VALUES[key] === condition) ?? '';
}

/** Keys only the filter forms send; the canonical URL carries them in the path instead. */
export const FORM_PARAM = {
  category: 'categorie',
  subcategory: 'subcategorie',
  make: 'marca',
  model: 'model',
  previousMake: 'marca_anterioara',
} as const;

/** Parameter names of earlier URLs (and bookmarks) -> today's names. */
export const LEGACY_PARAMS: Readonly<Record<string, string>> = {
  category: FORM_PARAM.category,
  make: FORM_PARAM.make,
  from_make: FORM_PARAM.previousMake,
  price_from: 'pret_min',
  price_to: 'pret_max',
  year_from: 'an_min',
  year_to: 'an_max',
  mileage_from: 'km_min',
  mileage_to: 'km_max',
  fuel: 'combustibil',
  sort: PARAM.sort,
  after: PARAM.after,
  before: PARAM.before,
};

/** Radius choices of the location filter, in km. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
/** At most this many values per multiple-choice parameter; more is a script, not a person. */
export const MAX_LIST_VALUES = 30;
/** Longest free text kept. */
export const MAX_TEXT = 100;
