/**
 * One professionals search, shared by the /dealeri loader (server, SSR executor) and the
 * professionals machine's actor (browser, Apollo): a page of dealers and the filter options. What
 * the server rejects (BAD_USER_INPUT with a field) is dropped with a notice and the search runs
 * again without it; any other failure rejects (the machine shows the error with a retry).
 */
import {
  Professionals_ScreenDocument,
  type ProfessionalFacetsView,
  type ProfessionalsFilterInput,
  type ProfessionalsPageView,
} from '@/lib/graphql/generated/page-operations';
import type { ErrorClassifier, ListingExecutor } from '@/lib/listing/listing-search';
import type { ProfessionalsQuery, SellersNotice } from '@/lib/page/sellers-page-data.types';
import { withoutRejected } from './professionals-query';

/** A page of dealers (null: the search could not be made) and the filter options. */
export interface ProfessionalsData {
  results: ProfessionalsPageView | null;
  facets: ProfessionalFacetsView | null;
}

/** A finished search: the query actually searched (fixed), the notices it added, the data. */
export interface ProfessionalsOutcome {
  query: ProfessionalsQuery;
  notices: SellersNotice[];
  data: ProfessionalsData;
}

/** How a search reaches the server. */
export interface ProfessionalsSearchDeps {
  execute: ListingExecutor;
  classify: ErrorClassifier;
}

const MAX_ATTEMPTS = 3;

/** The GraphQL filters of a search. */
export function professionalsFilters(query: ProfessionalsQuery): ProfessionalsFilterInput {
  return {
    ...(query.county ? { countyCode: query.county } : {}),
    ...(query.county && query.city ? { citySlug: query.city } : {}),
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.q ? { query: query.q } : {}),
  };
}

/** Searches, fixing what the server rejects. */
export async function searchProfessionals(
  deps: ProfessionalsSearchDeps,
  start: ProfessionalsQuery,
): Promise<ProfessionalsOutcome> {
  let query = start;
  const notices: SellersNotice[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    try {
      const data = await deps.execute(Professionals_ScreenDocument, {
        filters: professionalsFilters(query),
        sort: query.sort === 'name' ? 'NAME' : 'STOCK',
        ...(query.after ? { after: query.after } : {}),
        ...(query.before ? { before: query.before } : {}),
        ...(query.county ? { countyCode: query.county } : {}),
      });
      return { query, notices, data: { results: data.professionals, facets: data.professionalFacets } };
    } catch (error) {
      const found = deps.classify(error);
      if (found?.code !== 'BAD_USER_INPUT') throw error;
      const fixed = withoutRejected(query, found.field);
      query = fixed.query;
      if (!notices.includes(fixed.notice)) notices.push(fixed.notice);
    }
  }
  return { query, notices: [...notices, 'search'], data: { results: null, facets: null } };
}
