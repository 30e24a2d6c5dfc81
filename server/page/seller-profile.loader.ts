/**
 * Data of /vanzator/{sellerId} (SPEC §2.6 seller profile): the seller, then the listing's own
 * search (listingScreen and its make options) restricted by `filters.sellerId` to the seller's
 * active adverts of one category. The filters are read with the listing's parser, so the same
 * URL parameters mean the same thing on both pages. Unknown, malformed or non-public sellers are
 * the 404 page; a filter the server refuses is dropped with a notice, never a 500.
 */
import type { GetServerSidePropsContext } from 'next';
import {
  GetAdvertSearchFiltersDocument,
  ListingScreenDocument,
  SellerProfile_SellerDocument,
  type AdvertFiltersInput,
  type FilterOptionView,
  type ListingResultsView,
} from '@/lib/graphql/generated/page-operations';
import { toAdvertFilters, withoutRejected } from '@/lib/listing/listing-filters';
import { parseListing, type ListingQuery } from '@/lib/listing/listing-query';
import { logger } from '@/lib/logger/logger';
import type { SellerProfilePageData, SellersNotice } from '@/lib/page/sellers-page-data.types';
import type { SsrExecutor } from '@/server/graphql/execute';
import { graphqlErrorOf, hasStatus } from './graphql-error';
import { searchParamsOf } from './listing.loader';
import type { PageOutcome } from './load-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function one(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

async function search(
  execute: SsrExecutor,
  query: ListingQuery,
  sellerId: string,
): Promise<{ ok: true; results: ListingResultsView; makes: FilterOptionView[] } | { ok: false; error: unknown }> {
  const filters: AdvertFiltersInput = { ...toAdvertFilters(query), sellerId };
  const [listing, options] = await Promise.allSettled([
    execute(ListingScreenDocument, {
      input: {
        categorySlug: query.category,
        filters,
        sort: query.sort,
        ...(query.after ? { after: query.after } : {}),
        ...(query.before ? { before: query.before } : {}),
      },
    }),
    // Make options of the seller's adverts: the chosen make does not narrow its own list.
    execute(GetAdvertSearchFiltersDocument, { categorySlug: query.category, filters: { sellerId } }),
  ]);
  if (listing.status === 'rejected') return { ok: false, error: listing.reason };
  if (options.status === 'rejected' && !hasStatus(options.reason, 503))
    logger.warn(options.reason, { operation: 'getAdvertSearchFilters', sellerId });
  return {
    ok: true,
    results: listing.value.listingScreen.adverts,
    makes: options.status === 'fulfilled' ? options.value.getAdvertSearchFilters.makes : [],
  };
}

/** Loads /vanzator/{sellerId}. */
export async function loadSellerProfile(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<SellerProfilePageData>> {
  const sellerId = ctx.params?.['sellerId'];
  if (typeof sellerId !== 'string' || !UUID.test(sellerId)) return { notFound: true };
  const { sellerProfile: profile } = await execute(SellerProfile_SellerDocument, { id: sellerId });
  if (!profile) return { notFound: true };
  if (profile.categories.length === 0)
    return { props: { profile, category: null, query: null, notices: [], results: null, makes: [] } };

  const params = searchParamsOf(ctx.resolvedUrl);
  const notices = new Set<SellersNotice>();
  const asked = one(params['category']);
  const known = profile.categories.some((c) => c.value === asked);
  if (asked && !known) notices.add('category');
  const category = known && asked ? asked : (profile.categories[0]?.value ?? '');
  const make = one(params['make']);
  if (make && !SLUG.test(make)) notices.add('make');
  const parsed = parseListing(category, make && SLUG.test(make) ? [make] : [], params);
  if (!parsed) return { notFound: true };
  if (parsed.notices.length > 0) notices.add('filters');

  let query = parsed.query;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await search(execute, query, profile.seller.id);
    if (result.ok)
      return {
        props: { profile, category, query, notices: [...notices], results: result.results, makes: result.makes },
      };
    const error = graphqlErrorOf(result.error);
    if (error?.code !== 'BAD_USER_INPUT') throw result.error;
    const field = typeof error.extensions['field'] === 'string' ? error.extensions['field'] : undefined;
    if (field && /(^|\.)(makes|models)(\.|$)/.test(field)) {
      // A make the catalogue does not know: list the seller's adverts without it.
      query = { ...query, make: null, model: null, after: null, before: null };
      notices.add('make');
      continue;
    }
    const fixed = withoutRejected(query, field);
    query = fixed.query;
    notices.add(fixed.notice.filter === 'cursor' ? 'cursor' : 'filters');
  }
  notices.add('search');
  return { props: { profile, category, query, notices: [...notices], results: null, makes: [] } };
}
