/**
 * Data of /dealeri (SPEC §2.6 professionals listing): the search from the query string
 * (lib/sellers/professionals-query.ts), then lib/sellers/professionals-search.ts — the same search
 * the page's machine runs in the browser. Bad input never becomes a 500: a value the server
 * refuses is dropped with a notice and the listing loads without it.
 */
import type { GetServerSidePropsContext } from 'next';
import type { ProfessionalsPageData } from '@/lib/page/sellers-page-data.types';
import { parseProfessionalsQuery } from '@/lib/sellers/professionals-query';
import { searchProfessionals } from '@/lib/sellers/professionals-search';
import type { SsrExecutor } from '@/server/graphql/execute';
import { classifyGraphqlError } from './graphql-error';
import { searchParamsOf } from './listing.loader';
import type { PageOutcome } from './load-page';

/** Loads /dealeri. */
export async function loadProfessionals(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<ProfessionalsPageData>> {
  const parsed = parseProfessionalsQuery(searchParamsOf(ctx.resolvedUrl));
  const outcome = await searchProfessionals({ execute, classify: classifyGraphqlError }, parsed.query);
  const notices = [...new Set([...parsed.notices, ...outcome.notices])];
  return { props: { query: outcome.query, notices, ...outcome.data } };
}
