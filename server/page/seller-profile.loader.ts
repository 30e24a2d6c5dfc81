/**
 * Data of /vanzator/{sellerId} (SPEC §2.6 seller profile): the seller, then the category listing's
 * own search (lib/listing/listing-search.ts: results, filter options, count) scoped by
 * `filters.sellerId` to the seller's active adverts of one category — the search the page's
 * listing machine repeats in the browser. Unknown or malformed sellers and sub-users are the 404
 * page; a filter the server refuses is dropped with a notice naming it, never a 500.
 */
import type { GetServerSidePropsContext } from 'next';
import { SellerProfile_SellerDocument } from '@/lib/graphql/generated/page-operations';
import { searchListing } from '@/lib/listing/listing-search';
import { logger } from '@/lib/logger/logger';
import type { SellerProfilePageData } from '@/lib/page/sellers-page-data.types';
import { parseSellerSearch } from '@/lib/sellers/seller-search';
import type { SsrExecutor } from '@/server/graphql/execute';
import { classifyGraphqlError, hasStatus } from './graphql-error';
import { listingPlaces } from './listing-places';
import { searchParamsOf } from './listing.loader';
import type { PageOutcome } from './load-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads /vanzator/{sellerId}. */
export async function loadSellerProfile(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<SellerProfilePageData>> {
  const sellerId = ctx.params?.['sellerId'];
  if (typeof sellerId !== 'string' || !UUID.test(sellerId)) return { notFound: true };
  const { sellerProfile: profile } = await execute(SellerProfile_SellerDocument, { id: sellerId });
  if (!profile) return { notFound: true };
  if (profile.categories.length === 0) return { props: { profile, listing: null, notices: [] } };

  const { search, notices } = parseSellerSearch(
    searchParamsOf(ctx.resolvedUrl),
    profile.categories.map((c) => c.value),
  );
  const places = listingPlaces();
  const outcome = await searchListing(
    {
      execute,
      classify: classifyGraphqlError,
      cities: places.cities,
      scope: { sellerId: profile.seller.id },
      warn: (error, operation) => {
        // 503: the database is away, which the pool logged once.
        if (!hasStatus(error, 503)) logger.warn(error, { operation, sellerId });
      },
    },
    search.query,
  );
  return {
    props: {
      profile,
      listing: {
        query: outcome.query,
        notices: [...search.notices, ...outcome.notices],
        data: outcome.data,
        places,
      },
      notices,
    },
  };
}
