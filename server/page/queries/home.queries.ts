/** Queries of the home page. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdvertCardView, CategoryCountView, FilterOptionView } from '@/lib/ads/advert-view.types';
import { ADVERT_CARD_FIELDS } from './advert-card.fragment';

/** How many adverts the 'latest' grid shows (a multiple of 2, 3 and 4 columns). */
export const LATEST_COUNT = 12;

/** Category tiles with counts, and the newest adverts. */
export const HOME_SCREEN: TypedDocumentNode<
  { categories: CategoryCountView[]; latestAdverts: AdvertCardView[] },
  { first: number }
> = gql`
  query Home_Screen($first: Int!) {
    categories { id slug advertCount }
    latestAdverts(first: $first) { ...AdvertCardFields }
  }
  ${ADVERT_CARD_FIELDS}
`;

/** Car makes for the quick search's make select. */
export const HOME_MAKES: TypedDocumentNode<
  { getAdvertSearchFilters: { makes: FilterOptionView[] } },
  { categorySlug: string }
> = gql`
  query Home_Makes($categorySlug: String!) {
    getAdvertSearchFilters(categorySlug: $categorySlug) {
      makes { value label count }
    }
  }
`;
