/**
 * The data each page's loader (server/page/*.loader.ts) hands its screen (components/*), next to
 * BasePageProps. Shared here because the server side makes it and the client side reads it.
 */
import type { AdPageFinancingData } from '@/lib/financing/ad-page-placements';
import type {
  AdvertCardView,
  AdvertView,
  CategoryCountView,
  FilterOptionView,
  PopularSearchView,
  PricingInsightsView,
} from '@/lib/graphql/generated/page-operations';
import type { ListingCity } from '@/lib/listing/listing-filters';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import type { ListingData } from '@/lib/listing/listing-search';
import type { MapTiles } from '@/lib/map/map-page.types';

/** Home: category tiles, makes for the quick search, latest adverts, pricing insights (null: failed). */
export interface HomePageData {
  categories: CategoryCountView[];
  makes: FilterOptionView[];
  latestAdverts: AdvertCardView[];
  /** Active new cars (the 'Mașini noi' button shows when > 0; 0 when the count failed). */
  newCarCount: number;
  pricingInsights: PricingInsightsView | null;
}

/** Counties and cities of the location filter. */
export interface ListingPlaces {
  counties: { code: string; name: string }[];
  cities: ListingCity[];
}

/** Listing: the parsed search, what it dropped and why, and what the three listing operations returned (null: failed). */
export interface ListingPageData extends ListingData {
  query: ListingQuery;
  notices: ListingNotice[];
  places: ListingPlaces;
  /** The advanced-search page (every filter of the category on one page). */
  advanced: boolean;
  /** Popular filter suggestions of the category (empty when none or when they failed to load). */
  popular: PopularSearchView[];
}

/** Ad page: the active advert, or the inactive-ad screen (HTTP 410); similar adverts for both. */
export type AdvertPageData =
  | {
      view: 'active';
      advert: AdvertView;
      similar: AdvertCardView[];
      tiles: MapTiles;
      /** The advert's financing (the ad page placements); null when there is none. */
      financing?: AdPageFinancingData | null;
    }
  | { view: 'inactive'; adId: string; categorySlug: string; similar: AdvertCardView[] };

/** Generic error page (pages/_error.tsx). */
export interface ErrorPageData {
  statusCode: number;
  /** QR code (SVG markup made on the server) carrying the transaction id; null in the browser. */
  qrSvg: string | null;
}
