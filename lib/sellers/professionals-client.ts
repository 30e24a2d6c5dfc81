/**
 * The professionals search from the browser, on the on-demand Apollo client (the listing's
 * executor: no cache, results change under the page). Loaded on the first search
 * (use-professionals.ts imports it lazily).
 */
import { browserExecutor, classifyApolloError } from '@/lib/listing/listing-client';
import type { ProfessionalsQuery } from '@/lib/page/sellers-page-data.types';
import { searchProfessionals } from './professionals-search';

/** Searches dealers from the browser. */
export function searchProfessionalsInBrowser(query: ProfessionalsQuery) {
  return searchProfessionals({ execute: browserExecutor(), classify: classifyApolloError }, query);
}
