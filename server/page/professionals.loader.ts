/**
 * Data of /dealeri (SPEC §2.6 professionals listing): county, category and sort from the query
 * string, keyset cursors, and the filter options. Bad input never becomes a 500: a value the
 * server refuses is dropped with a notice and the listing loads without it.
 */
import type { GetServerSidePropsContext } from 'next';
import type { ProfessionalsFilterInput, ProfessionalSort } from '@/lib/graphql/generated/page-operations';
import { Professionals_ScreenDocument } from '@/lib/graphql/generated/page-operations';
import type { RawParams } from '@/lib/listing/listing-query';
import type { ProfessionalsPageData, ProfessionalsQuery, SellersNotice } from '@/lib/page/sellers-page-data.types';
import type { SsrExecutor } from '@/server/graphql/execute';
import { graphqlErrorOf } from './graphql-error';
import { searchParamsOf } from './listing.loader';
import type { PageOutcome } from './load-page';

const COUNTY = /^[A-Za-z]{1,2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the professionals search from the query string; what cannot be valid is dropped with a notice. */
export function parseProfessionalsQuery(params: RawParams): { query: ProfessionalsQuery; notices: SellersNotice[] } {
  const notices = new Set<SellersNotice>();
  const text = (name: string) => first(params[name])?.trim() || null;
  const county = text('county');
  const category = text('category');
  const sort = text('sort');
  const after = text('after');
  const before = text('before');
  if (county && !COUNTY.test(county)) notices.add('county');
  if (category && !SLUG.test(category)) notices.add('category');
  if (sort && sort !== 'stock' && sort !== 'name') notices.add('sort');
  const cursorsOk = !(after && before) && (!after || CURSOR.test(after)) && (!before || CURSOR.test(before));
  if (!cursorsOk) notices.add('cursor');
  return {
    query: {
      county: county && COUNTY.test(county) ? county.toUpperCase() : null,
      category: category && SLUG.test(category) ? category : null,
      sort: sort === 'name' ? 'name' : 'stock',
      after: cursorsOk ? after : null,
      before: cursorsOk ? before : null,
    },
    notices: [...notices],
  };
}

/** The query without the part a BAD_USER_INPUT `field` names (the cursor when it names nothing known). */
function withoutRejected(
  query: ProfessionalsQuery,
  field: string,
): { query: ProfessionalsQuery; notice: SellersNotice } {
  if (field.endsWith('countyCode'))
    return { query: { ...query, county: null, after: null, before: null }, notice: 'county' };
  if (field.endsWith('categorySlug'))
    return { query: { ...query, category: null, after: null, before: null }, notice: 'category' };
  return { query: { ...query, after: null, before: null }, notice: 'cursor' };
}

/** Loads /dealeri. */
export async function loadProfessionals(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<ProfessionalsPageData>> {
  const parsed = parseProfessionalsQuery(searchParamsOf(ctx.resolvedUrl));
  let query = parsed.query;
  const notices = new Set<SellersNotice>(parsed.notices);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const filters: ProfessionalsFilterInput = {
      ...(query.county ? { countyCode: query.county } : {}),
      ...(query.category ? { categorySlug: query.category } : {}),
    };
    const sort: ProfessionalSort = query.sort === 'name' ? 'NAME' : 'STOCK';
    try {
      const data = await execute(Professionals_ScreenDocument, {
        filters,
        sort,
        ...(query.after ? { after: query.after } : {}),
        ...(query.before ? { before: query.before } : {}),
      });
      return {
        props: { query, notices: [...notices], results: data.professionals, facets: data.professionalFacets },
      };
    } catch (error) {
      const graphql = graphqlErrorOf(error);
      if (graphql?.code !== 'BAD_USER_INPUT') throw error;
      const field = typeof graphql.extensions['field'] === 'string' ? graphql.extensions['field'] : '';
      const fixed = withoutRejected(query, field);
      query = fixed.query;
      notices.add(fixed.notice);
    }
  }
  return { props: { query, notices: [...notices, 'search'], results: null, facets: null } };
}
