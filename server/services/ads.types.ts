/**
 * The contract between the data layer (server/services) and the GraphQL resolvers. The shapes are
 * the schema's own types (generated from server/graphql/modules/*.graphql by `npm run codegen`),
 * so resolvers return service results unchanged and a changed SDL breaks the build here.
 */
import type { Db } from '@/server/db/client';
import type {
  Advert,
  AdvertCard,
  AdvertFiltersInput,
  AdvertSearchFilters,
  Category,
  FilterOption,
  ListingInput as ListingInputType,
  ListingScreen,
  Location,
  Photo,
  PopularSearch,
  Price,
  PriceDrop,
  PricePoint,
  RangeBounds,
  Seller,
} from '@/server/graphql/generated/resolver-types';

export type {
  AdvertBadge,
  AdvertSort,
  AdvertStatus,
  Currency,
  FuelType,
  Gearbox,
  PartType,
  PriceIndicatorLevel,
  SellerType,
} from '@/server/graphql/generated/resolver-types';

export type CategoryDto = Category;
export type PriceDto = Price;
export type PriceDropDto = PriceDrop;
export type PricePointDto = PricePoint;
export type PhotoDto = Photo;
export type LocationDto = Location;
/** The seller as the ads service returns it; dealerProfile is resolved on its own (seller-contact module). */
export type SellerDto = Omit<Seller, 'dealerProfile'>;
export type AdvertCardDto = AdvertCard;
/** The advert as the service returns it; priceEstimate is resolved on its own (price-indicator module). */
export type AdvertDto = Omit<Advert, 'priceEstimate' | 'seller'> & { seller: SellerDto };
export type AdvertFilters = AdvertFiltersInput;
/** listingScreen's input; `first` is checked by the service (page-size.ts). */
export type ListingInput = ListingInputType;
export type ListingScreenDto = ListingScreen;
export type FilterOptionDto = FilterOption;
export type RangeBoundsDto = RangeBounds;
export type AdvertSearchFiltersDto = AdvertSearchFilters;

/**
 * Expected outcomes the services throw besides the SPEC §8 catalogue's NotFoundError and
 * InactiveAdError (lib/errors/app-errors.ts, one class per error); the GraphQL layer maps them
 * to SPEC §8 shapes (404 NOT_FOUND, 410 InactiveAd, 400 BAD_USER_INPUT).
 */
/** Bad user input (unknown category slug, malformed cursor, from > to ...). `key` is an i18n key. */
export class UserInputError extends Error {
  constructor(
    readonly key: string,
    message: string,
    readonly field?: string,
    /** More GraphQL error extensions for the client (e.g. a duplicate's existing name); never code, status, i18nKey or field. */
    readonly extensions?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
    this.name = 'UserInputError';
  }
}

/** The functions the GraphQL layer calls. Implemented in server/services/{catalog,ads,search}.ts. */
export interface AdsServices {
  listCategories(db: Db): Promise<CategoryDto[]>;
  getCategory(db: Db, slug: string): Promise<CategoryDto | null>;
  /** `viewerId` (the signed-in user) sees 'NONE' price indicators of their own adverts. */
  listingScreen(db: Db, input: ListingInput, viewerId?: string | null): Promise<ListingScreenDto>;
  getAdvertSearchFilters(db: Db, categorySlug: string, filters: AdvertFilters | null): Promise<AdvertSearchFiltersDto>;
  countAdverts(db: Db, categorySlug: string, filters: AdvertFilters | null): Promise<number>;
  latestAdverts(db: Db, first?: number | null): Promise<AdvertCardDto[]>;
  /** Throws NotFoundError or InactiveAdError. */
  getAdvert(db: Db, id: string, viewerId?: string | null): Promise<AdvertDto>;
  similarAdverts(db: Db, advertId: string, first?: number | null): Promise<AdvertCardDto[]>;
  /** Popular filter suggestions of a category (search-popular.ts). */
  popularSearches(db: Db, categorySlug: string, first?: number | null): Promise<PopularSearch[]>;
  /** Counts a search anonymously (only the GraphQL layer calls it, never benchmarks or tests). */
  recordSearch(db: Db, categorySlug: string, filters: AdvertFilters | null | undefined): Promise<void>;
}
