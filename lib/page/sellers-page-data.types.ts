/**
 * The data the professionals listing (/dealeri) and the seller profile (/vanzator/{id}) loaders
 * (server/page/professionals.loader.ts, seller-profile.loader.ts) hand their screens.
 */
import type {
  FilterOptionView,
  ListingResultsView,
  ProfessionalFacetsView,
  ProfessionalsPageView,
  SellerProfileView,
} from '@/lib/graphql/generated/page-operations';
import type { ListingQuery } from '@/lib/listing/listing-query';

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

/** Seller profile: who sells, the category shown, the listing search within the seller's adverts. */
export interface SellerProfilePageData {
  profile: SellerProfileView;
  /** The category whose adverts are listed; null when the seller has no active adverts. */
  category: string | null;
  query: ListingQuery | null;
  notices: SellersNotice[];
  /** listingScreen with filters.sellerId (null: the search failed). */
  results: ListingResultsView | null;
  /** Make options of the seller's adverts in the category. */
  makes: FilterOptionView[];
}
