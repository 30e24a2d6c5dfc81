/** The listing's three operations, named as SPEC §7 names them (monitoring keys on these names). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdvertSort, ListingResultsView, SearchFiltersView } from '@/lib/ads/advert-view.types';
import type { AdvertFiltersVariables } from '@/lib/listing/listing-query';
import { ADVERT_CARD_FIELDS } from './advert-card.fragment';

/** Variables of listingScreen (ListingInput). */
export interface ListingScreenVariables {
  input: {
    categorySlug: string;
    filters: AdvertFiltersVariables | null;
    sort: AdvertSort;
    after?: string;
    before?: string;
  };
}

/** Variables of getAdvertSearchFilters and getAdvertsSearchSummary. */
export interface SearchVariables {
  categorySlug: string;
  filters: AdvertFiltersVariables | null;
}

/** One page of results. */
export const LISTING_SCREEN: TypedDocumentNode<
  { listingScreen: { category: { id: number; slug: string }; adverts: ListingResultsView } },
  ListingScreenVariables
> = gql`
  query listingScreen($input: ListingInput!) {
    listingScreen(input: $input) {
      category { id slug }
      adverts {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor pageNumber pageCount }
        nodes { ...AdvertCardFields }
      }
    }
  }
  ${ADVERT_CARD_FIELDS}
`;

/** Filter options with counts. */
export const GET_ADVERT_SEARCH_FILTERS: TypedDocumentNode<{ getAdvertSearchFilters: SearchFiltersView }, SearchVariables> = gql`
  query getAdvertSearchFilters($categorySlug: String!, $filters: AdvertFiltersInput) {
    getAdvertSearchFilters(categorySlug: $categorySlug, filters: $filters) {
      makes { value label count }
      models { value label count }
      fuelTypes { value label count }
      price { min max }
      year { min max }
      mileage { min max }
    }
  }
`;

/** How many adverts the search shows. */
export const GET_ADVERTS_SEARCH_SUMMARY: TypedDocumentNode<
  { getAdvertsSearchSummary: { totalCount: number } },
  SearchVariables
> = gql`
  query getAdvertsSearchSummary($categorySlug: String!, $filters: AdvertFiltersInput) {
    getAdvertsSearchSummary(categorySlug: $categorySlug, filters: $filters) { totalCount }
  }
`;
