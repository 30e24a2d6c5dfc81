/**
 * Which filter fields a category's form shows, in order. The server says it per category in
 * `applicableFilters` (AdvertFiltersInput field names); until it does, or when the options failed
 * to load, a default per category is used. Field names map to the form's groups here.
 */
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import {
  LIST_FIELDS,
  LIST_NAMES,
  RANGE_FIELDS,
  RANGE_NAMES,
  type ListName,
  type RangeName,
} from '@/lib/listing/listing-fields';
import type { ListingQuery } from '@/lib/listing/listing-query';

/** One block of the filters form. */
export type FilterBlock =
  | { kind: 'q' }
  | { kind: 'subcategory' }
  | { kind: 'make' }
  | { kind: 'generation' }
  | { kind: 'condition' }
  | { kind: 'price' }
  | { kind: 'range'; name: RangeName }
  | { kind: 'list'; name: ListName }
  | { kind: 'compatible' }
  | { kind: 'location' };

const VEHICLE = ['makes', 'models', 'generations', 'priceFrom', 'yearFrom', 'mileageFrom', 'fuelTypes', 'gearboxes'];
const WORK = ['makes', 'models', 'priceFrom', 'yearFrom', 'operatingHoursFrom', 'weightFrom'];

/** Defaults per category when the server does not say (older server, failed options). */
const DEFAULTS: Readonly<Record<string, readonly string[]>> = {
  autoturisme: [
    ...VEHICLE.slice(0, 3),
    'condition',
    ...VEHICLE.slice(3),
    'bodyTypes',
    'powerFrom',
    'engineCapacityFrom',
    'doorCounts',
    'colors',
  ],
  autoutilitare: [...VEHICLE, 'bodyTypes', 'powerFrom', 'weightFrom'],
  motociclete: [
    'makes',
    'models',
    'priceFrom',
    'yearFrom',
    'mileageFrom',
    'fuelTypes',
    'powerFrom',
    'engineCapacityFrom',
  ],
  camioane: [
    'subcategory',
    'makes',
    'models',
    'priceFrom',
    'yearFrom',
    'mileageFrom',
    'fuelTypes',
    'gearboxes',
    'powerFrom',
    'weightFrom',
  ],
  remorci: ['subcategory', 'makes', 'models', 'priceFrom', 'yearFrom', 'weightFrom'],
  'utilaje-agricole': ['subcategory', ...WORK, 'powerFrom'],
  'utilaje-constructii': ['subcategory', ...WORK, 'powerFrom'],
  piese: ['subcategory', 'partTypes', 'compatibleMake', 'priceFrom'],
};
/** Always offered, after the category's own filters. */
const COMMON = ['countyCode', 'sellerTypes', 'badges', 'priceIndicators', 'query'];

function blockOf(field: string): FilterBlock | null {
  if (field === 'query') return { kind: 'q' };
  if (field === 'subcategory') return { kind: 'subcategory' };
  if (field === 'makes' || field === 'models') return { kind: 'make' };
  if (field === 'generations') return { kind: 'generation' };
  if (field === 'condition') return { kind: 'condition' };
  if (field.startsWith('price') && field !== 'priceIndicators') return { kind: 'price' };
  if (field === 'compatibleMake' || field === 'compatibleModel') return { kind: 'compatible' };
  if (field === 'countyCode' || field === 'cityId' || field === 'radiusKm') return { kind: 'location' };
  const range = RANGE_NAMES.find(
    (n) => n !== 'price' && (RANGE_FIELDS[n].from === field || RANGE_FIELDS[n].to === field),
  );
  if (range) return { kind: 'range', name: range };
  const list = LIST_NAMES.find((n) => LIST_FIELDS[n].input === field);
  if (list) return { kind: 'list', name: list };
  return null;
}

function keyOf(block: FilterBlock): string {
  return 'name' in block ? `${block.kind}:${block.name}` : block.kind;
}

/** The blocks of a category's form, each once, in the server's order (or the default). */
export function filterBlocks(category: string, filters: SearchFiltersView | null): FilterBlock[] {
  const fields = filters?.applicableFilters.length ? filters.applicableFilters : (DEFAULTS[category] ?? VEHICLE);
  const seen = new Set<string>();
  const blocks: FilterBlock[] = [];
  for (const field of [...fields, ...COMMON]) {
    const block = blockOf(field);
    if (!block || seen.has(keyOf(block))) continue;
    seen.add(keyOf(block));
    blocks.push(block);
  }
  return blocks;
}

/** Blocks shown in the sidebar; the advanced search shows all of them. */
export const SIDEBAR_LIMIT = 9;

/** True when the search has a value in this block (it must stay in the form, or reading the form would drop it). */
export function blockActive(block: FilterBlock, query: ListingQuery): boolean {
  switch (block.kind) {
    case 'q':
      return query.q !== null;
    case 'subcategory':
      return query.subcategory !== null;
    case 'make':
      return query.make !== null;
    case 'generation':
      return Boolean(query.lists.generation?.length);
    case 'condition':
      return query.condition !== null;
    case 'price':
      return Boolean(query.ranges.price) || query.currency !== 'LEI' || query.priceKind !== 'GROSS';
    case 'range':
      return Boolean(query.ranges[block.name]);
    case 'list':
      return Boolean(query.lists[block.name]?.length);
    case 'compatible':
      return query.compatibleMake !== null;
    case 'location':
      return query.county !== null || query.city !== null;
  }
}

/** The sidebar's blocks: the first SIDEBAR_LIMIT, the location, and any other that holds a value. */
export function sidebarBlocks(blocks: readonly FilterBlock[], query: ListingQuery): FilterBlock[] {
  return blocks.filter(
    (block, index) => index < SIDEBAR_LIMIT || block.kind === 'location' || blockActive(block, query),
  );
}
