/**
 * What the screens read of adverts: the fields the page queries select (server/page/*.queries.ts),
 * mirroring server/graphql/modules/ads/ads.graphql. Kept in lib because client code may not
 * import server/ types.
 */
import type { Currency } from '@/lib/format/price';

/** GraphQL enum FuelType. */
export type FuelType =
  | 'PETROL' | 'DIESEL' | 'ELECTRIC' | 'HYBRID' | 'HYBRID_PETROL' | 'HYBRID_DIESEL'
  | 'PETROL_LPG' | 'PETROL_CNG' | 'CNG';
/** GraphQL enum Gearbox. */
export type Gearbox = 'MANUAL' | 'AUTOMATIC';
/** GraphQL enum SellerType. */
export type SellerType = 'PRIVATE' | 'PROFESSIONAL';
/** GraphQL enum AdvertBadge. */
export type AdvertBadge = 'LOW_MILEAGE' | 'VERIFIED_DETAILS' | 'PREMIUM_DEALER';
/** GraphQL enum AdvertSort. */
export type AdvertSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'MILEAGE_ASC' | 'YEAR_DESC';

/** Every FuelType, in the order filters list them. */
export const FUEL_TYPES: readonly FuelType[] = [
  'PETROL', 'DIESEL', 'ELECTRIC', 'HYBRID', 'HYBRID_PETROL', 'HYBRID_DIESEL', 'PETROL_LPG', 'PETROL_CNG', 'CNG',
];
/** Every AdvertSort, in the order the sort select lists them. */
export const ADVERT_SORTS: readonly AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC'];

/** Price as displayed: the gross amount, plus the net one when the seller entered it. */
export interface PriceView {
  amount: number;
  currency: Currency;
  net: number | null;
}

/** A photo with its two sizes. */
export interface PhotoView {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Where the vehicle is. */
export interface LocationView {
  cityName: string;
  countyName: string;
}

/** An advert on a card (home, listing, similar ads). */
export interface AdvertCardView {
  id: string;
  url: string;
  title: string;
  price: PriceView;
  year: number | null;
  mileage: number | null;
  fuelType: FuelType | null;
  enginePower: number | null;
  mainPhoto: PhotoView | null;
  photoCount: number;
  location: LocationView;
  sellerType: SellerType;
  badges: AdvertBadge[];
}

/** The seller box of the ad page. */
export interface SellerView {
  name: string;
  type: SellerType;
  phoneMasked: string | null;
  website: string | null;
  memberSince: string;
  activeAdvertCount: number;
}

/** The whole advert on the ad page. */
export interface AdvertView {
  id: string;
  url: string;
  title: string;
  category: { slug: string };
  price: PriceView;
  make: string | null;
  model: string | null;
  version: string | null;
  year: number | null;
  mileage: number | null;
  enginePower: number | null;
  engineCapacity: number | null;
  fuelType: FuelType | null;
  gearbox: Gearbox | null;
  /** A body-type code (vehicle:bodyType). */
  bodyType: string | null;
  doorCount: number | null;
  /** A colour code (vehicle:color). */
  color: string | null;
  firstRegistration: string | null;
  /** Equipment codes (vehicle:equipment). */
  equipment: string[];
  description: string;
  photos: PhotoView[];
  seller: SellerView;
  location: LocationView;
  badges: AdvertBadge[];
  createdAt: string;
}

/** A category with its advert count (home tiles). */
export interface CategoryCountView {
  slug: string;
  advertCount: number;
}

/** One value of a filter with its count. */
export interface FilterOptionView {
  value: string;
  label: string;
  count: number;
}

/** Known bounds of a numeric filter. */
export interface RangeBoundsView {
  min: number | null;
  max: number | null;
}

/** Options of the listing filters (getAdvertSearchFilters). */
export interface SearchFiltersView {
  makes: FilterOptionView[];
  models: FilterOptionView[];
  fuelTypes: FilterOptionView[];
  price: RangeBoundsView;
  year: RangeBoundsView;
  mileage: RangeBoundsView;
}

/** Keyset pagination state of a result page. */
export interface PageInfoView {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  pageNumber: number;
  pageCount: number;
}

/** A page of listing results. */
export interface ListingResultsView {
  totalCount: number;
  pageInfo: PageInfoView;
  nodes: AdvertCardView[];
}
