/**
 * A listing search counts once: the page's totalCount is the count the mobile sheet shows, and
 * getAdvertsSearchSummary is not asked for the same filters (issue 10: the listing counted twice).
 */
import { describe, expect, it } from 'vitest';
import {
  GetAdvertSearchFiltersDocument,
  GetAdvertsSearchSummaryDocument,
  ListingScreenDocument,
} from '@/lib/graphql/generated/page-operations';
import { emptyQuery } from './listing-query';
import { type ListingExecutor, searchListing } from './listing-search';

const RESULTS = {
  totalCount: 41,
  nodes: [],
  pageInfo: {
    hasNextPage: true,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
    pageNumber: 1,
    pageCount: 2,
  },
};

describe('searchListing', () => {
  it('takes the count from the page and does not ask for the summary', async () => {
    const asked: unknown[] = [];
    const answer = (document: unknown): Promise<unknown> => {
      asked.push(document);
      if (document === ListingScreenDocument) return Promise.resolve({ listingScreen: { adverts: RESULTS } });
      if (document === GetAdvertSearchFiltersDocument) return Promise.resolve({ getAdvertSearchFilters: null });
      return Promise.reject(new Error('not asked for in this test'));
    };
    const execute = answer as unknown as ListingExecutor;
    const outcome = await searchListing({ execute, classify: () => null, cities: [] }, emptyQuery('autoturisme'));
    expect(outcome.data.summaryCount).toBe(41);
    expect(outcome.data.results?.totalCount).toBe(41);
    expect(asked).not.toContain(GetAdvertsSearchSummaryDocument);
    expect(asked).toHaveLength(2);
  });
});
