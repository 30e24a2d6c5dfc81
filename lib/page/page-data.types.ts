/**
 * The data each page's loader (server/page/*.loader.ts) hands its screen (components/*), next to
 * BasePageProps. Shared here because the server side makes it and the client side reads it.
 */
import type {
  AdvertCardView,
  AdvertView,
  CategoryCountView,
  FilterOptionView,
  ListingResultsView,
  PricingInsightsView,
  SearchFiltersView,
} from '@/lib/graphql/generated/page-operations';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';

/** Home: category tiles, makes for the quick search, latest adverts, pricing insights (null: failed). */
export interface HomePageData {
  categories: CategoryCountView[];
  makes: FilterOptionView[];
  latestAdverts: AdvertCardView[];
  pricingInsights: PricingInsightsView | null;
}

/** Listing: the parsed search and what the three listing operations returned (null: failed). */
export interface ListingPageData {
  query: ListingQuery;
  notices: ListingNotice[];
  results: ListingResultsView | null;
  filters: SearchFiltersView | null;
  /** getAdvertsSearchSummary's count, for the mobile 'Show results (n ads)' button. */
  summaryCount: number | null;
}

/** Ad page: the active advert, or the inactive-ad screen (HTTP 410); similar adverts for both. */
export type AdvertPageData =
  | { view: 'active'; advert: AdvertView; similar: AdvertCardView[] }
  | { view: 'inactive'; adId: string; categorySlug: string; similar: AdvertCardView[] };

/** Generic error page (pages/_error.tsx). */
export interface ErrorPageData {
  statusCode: number;
  /** QR code (SVG markup made on the server) carrying the transaction id; null in the browser. */
  qrSvg: string | null;
}
