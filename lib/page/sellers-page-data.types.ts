/**
 * The data the professionals listing (/dealeri) and the seller profile (/vanzator/{id}) loaders
 * (server/page/professionals.loader.ts, seller-profile.loader.ts) hand their screens.
 */
import type {
  ProfessionalFacetsView,
  ProfessionalsPageView,
  SellerProfileView,
} from '@/lib/graphql/generated/page-operations';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import type { ListingData } from '@/lib/listing/listing-search';
import type { ListingPlaces } from './page-data.types';

/** Order of the professionals listing as the URL writes it (`sort=name`; stock is the default). */
export type ProfessionalsSortParam = 'stock' | 'name';

/** The professionals search as the URL carries it; null: not filtered. */
export interface ProfessionalsQuery {
  county: string | null;
  /** City slug, within `county`. */
  city: string | null;
  /** Part of the dealer's name. */
  q: string | null;
  category: string | null;
  sort: ProfessionalsSortParam;
  after: string | null;
  before: string | null;
}

/** Why part of a URL was ignored; the screen shows sellers:notice.<value>. */
export type SellersNotice = 'county' | 'city' | 'category' | 'sort' | 'cursor' | 'make' | 'filters' | 'search';

/** Professionals listing: the query, the ignored parts, a page of dealers (null: failed) and the options. */
export interface ProfessionalsPageData {
  query: ProfessionalsQuery;
  notices: SellersNotice[];
  results: ProfessionalsPageView | null;
  facets: ProfessionalFacetsView | null;
}

/** The listing within a seller's adverts of one category: the search, what it dropped, its data. */
export interface SellerListing {
  /** The search (its category is one of the seller's). */
  query: ListingQuery;
  notices: ListingNotice[];
  /** listingScreen, getAdvertSearchFilters and the count, all with filters.sellerId (null parts failed). */
  data: ListingData;
  places: ListingPlaces;
}

/** Seller profile: who sells, the listing of their adverts (null: none active), the ignored parts of the URL. */
export interface SellerProfilePageData {
  profile: SellerProfileView;
  listing: SellerListing | null;
  notices: SellersNotice[];
}
