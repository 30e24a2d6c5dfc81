/**
 * The contract between the data layer (server/services) and the GraphQL resolvers.
 * Shapes mirror server/graphql/modules/{ads,catalog}/*.graphql one to one, so resolvers
 * can return service results unchanged.
 */
import type { Db } from '@/server/db/client';

export type Currency = 'LEI' | 'EUR';
export type AdvertStatus = 'ACTIVE' | 'WAITING' | 'ARCHIVED' | 'MODERATED' | 'DRAFT';
export type FuelType =
  | 'PETROL' | 'DIESEL' | 'ELECTRIC' | 'HYBRID' | 'HYBRID_PETROL' | 'HYBRID_DIESEL'
  | 'PETROL_LPG' | 'PETROL_CNG' | 'CNG';
export type Gearbox = 'MANUAL' | 'AUTOMATIC';
export type SellerType = 'PRIVATE' | 'PROFESSIONAL';
export type AdvertBadge = 'LOW_MILEAGE' | 'VERIFIED_DETAILS' | 'PREMIUM_DEALER';
export type AdvertSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'MILEAGE_ASC' | 'YEAR_DESC';

/** A top-level category or a posting sub-category. */
export interface CategoryDto {
  id: number;
  slug: string;
  parentId: number | null;
  advertCount: number;
  subcategories: CategoryDto[];
}

/** Gross price is displayed; amountLei is what sorting and filters compare. */
export interface PriceDto {
  amount: number;
  currency: Currency;
  gross: number;
  net: number | null;
  amountLei: number;
}

export interface PhotoDto {
  id: string;
  position: number;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface LocationDto {
  cityName: string;
  countyCode: string;
  countyName: string;
  latitude: number | null;
  longitude: number | null;
}

export interface SellerDto {
  id: string;
  name: string;
  type: SellerType;
  phoneMasked: string | null;
  website: string | null;
  memberSince: string;
  activeAdvertCount: number;
  location: LocationDto | null;
}

/** What a listing card needs. */
export interface AdvertCardDto {
  id: string;
  url: string;
  title: string;
  categorySlug: string;
  price: PriceDto;
  make: string | null;
  model: string | null;
  year: number | null;
  mileage: number | null;
  fuelType: FuelType | null;
  enginePower: number | null;
  engineCapacity: number | null;
  gearbox: Gearbox | null;
  mainPhoto: PhotoDto | null;
  photoCount: number;
  location: LocationDto;
  sellerType: SellerType;
  badges: AdvertBadge[];
  createdAt: string;
}

/** The whole advert for the ad page. */
export interface AdvertDto {
  id: string;
  url: string;
  title: string;
  category: CategoryDto;
  subcategory: CategoryDto | null;
  status: AdvertStatus;
  price: PriceDto;
  make: string | null;
  model: string | null;
  generation: string | null;
  version: string | null;
  year: number | null;
  mileage: number | null;
  enginePower: number | null;
  engineCapacity: number | null;
  fuelType: FuelType | null;
  gearbox: Gearbox | null;
  bodyType: string | null;
  doorCount: number | null;
  color: string | null;
  hasVin: boolean;
  registrationNumber: string | null;
  firstRegistration: string | null;
  equipment: string[];
  description: string;
  photos: PhotoDto[];
  seller: SellerDto;
  location: LocationDto;
  badges: AdvertBadge[];
  createdAt: string;
  updatedAt: string;
  lastEditedAt: string;
}

export interface AdvertFilters {
  makes?: string[] | null;
  models?: string[] | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  mileageFrom?: number | null;
  mileageTo?: number | null;
  fuelTypes?: FuelType[] | null;
  query?: string | null;
}

export interface ListingInput {
  categorySlug: string;
  filters?: AdvertFilters | null;
  sort?: AdvertSort | null;
  /** 1..100; the resolver rejects larger values before calling the service. */
  first?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageInfoDto {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  pageNumber: number;
  pageCount: number;
}

export interface ListingScreenDto {
  category: CategoryDto;
  adverts: { nodes: AdvertCardDto[]; totalCount: number; pageInfo: PageInfoDto };
}

export interface FilterOptionDto { value: string; label: string; count: number }
export interface RangeBoundsDto { min: number | null; max: number | null }

export interface AdvertSearchFiltersDto {
  makes: FilterOptionDto[];
  models: FilterOptionDto[];
  fuelTypes: FilterOptionDto[];
  price: RangeBoundsDto;
  year: RangeBoundsDto;
  mileage: RangeBoundsDto;
}

/**
 * Errors the services throw for expected outcomes; the GraphQL layer maps them to
 * SPEC §8 shapes (404 NOT_FOUND, 410 InactiveAd, 400 BAD_USER_INPUT).
 */
export class NotFoundError extends Error {
  constructor(readonly what: string, readonly id: string) {
    super(`${what} ${id} not found`);
    this.name = 'NotFoundError';
  }
}
export class InactiveAdError extends Error {
  constructor(readonly adId: string, readonly categorySlug: string) {
    super('InactiveAd');
    this.name = 'InactiveAdError';
  }
}
/** Bad user input (unknown category slug, malformed cursor, from > to ...). `key` is an i18n key. */
export class UserInputError extends Error {
  constructor(readonly key: string, message: string, readonly field?: string) {
    super(message);
    this.name = 'UserInputError';
  }
}

/** The functions the GraphQL layer calls. Implemented in server/services/{catalog,ads,search}.ts. */
export interface AdsServices {
  listCategories(db: Db): Promise<CategoryDto[]>;
  getCategory(db: Db, slug: string): Promise<CategoryDto | null>;
  listingScreen(db: Db, input: ListingInput): Promise<ListingScreenDto>;
  getAdvertSearchFilters(db: Db, categorySlug: string, filters: AdvertFilters | null): Promise<AdvertSearchFiltersDto>;
  countAdverts(db: Db, categorySlug: string, filters: AdvertFilters | null): Promise<number>;
  latestAdverts(db: Db, first: number): Promise<AdvertCardDto[]>;
  /** Throws NotFoundError or InactiveAdError. */
  getAdvert(db: Db, id: string): Promise<AdvertDto>;
  similarAdverts(db: Db, advertId: string, first: number): Promise<AdvertCardDto[]>;
}
