/**
 * Data of /{category}/anunt/{id}: the advert, or the inactive-ad screen with HTTP 410 (SPEC §8
 * InactiveAd), 404 for an unknown id, and a permanent redirect when the category in the URL is
 * not the advert's.
 */
import type { GetServerSidePropsContext } from 'next';
import { logger } from '@/lib/logger/logger';
import type { AdvertPageData } from '@/lib/page/page-data.types';
import { categoryBySlug } from '@/lib/routes/categories';
import { getEnv } from '@/server/env';
import type { SsrExecutor } from '@/server/graphql/execute';
import { graphqlErrorOf } from './graphql-error';
import type { PageOutcome } from './load-page';
import { AdvertPage_AdvertDocument, AdvertPage_SimilarDocument } from '@/lib/graphql/generated/page-operations';
import { FinancingAdvertDetailsDocument } from '@/lib/graphql/generated/operations';
import { AD_PAGE_PLACEMENTS } from '@/lib/financing/ad-page-placements';

/** How many similar adverts the pages list. */
export const SIMILAR_COUNT = 8;

/**
 * Loads the ad page. It counts no view: a page served from the page cache or a CDN never reaches
 * this loader, so the page counts its view from the browser once it is shown
 * (lib/my-ads/use-advert-view.ts, Mutation.recordAdvertView; docs/my-ads.md).
 */
export async function loadAdvert(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<AdvertPageData>> {
  const category = ctx.params?.['category'];
  const id = ctx.params?.['id'];
  if (typeof category !== 'string' || !categoryBySlug(category) || typeof id !== 'string') return { notFound: true };

  const [advert, similar, financing] = await Promise.allSettled([
    execute(AdvertPage_AdvertDocument, { id }),
    execute(AdvertPage_SimilarDocument, { advertId: id, first: SIMILAR_COUNT }),
    // The financing placements' data (docs/financing.md): an extra too; without it none is shown.
    execute(FinancingAdvertDetailsDocument, { advertId: id, financingEntryPoints: [...AD_PAGE_PLACEMENTS] }),
  ]);
  // Similar adverts are an extra: the page stands without them. (503: the pool logged the outage once.)
  const similarAdverts = similar.status === 'fulfilled' ? similar.value.similarAdverts : [];
  if (similar.status === 'rejected' && ![404, 503].includes(graphqlErrorOf(similar.reason)?.status ?? 0)) {
    logger.warn(similar.reason, { operation: 'AdvertPage_Similar', id });
  }

  if (advert.status === 'rejected') {
    const error = graphqlErrorOf(advert.reason);
    if (error?.status === 410) {
      const categorySlug = error.extensions['categorySlug'];
      return {
        status: 410,
        props: {
          view: 'inactive',
          adId: id,
          categorySlug: typeof categorySlug === 'string' && categoryBySlug(categorySlug) ? categorySlug : category,
          similar: similarAdverts,
        },
      };
    }
    // 400: an id that cannot exist (malformed) is as unknown as a missing one.
    if (error?.status === 404 || error?.status === 400) return { notFound: true };
    throw advert.reason;
  }

  const data = advert.value.advert;
  if (data.category.slug !== category) {
    const search = new URL(ctx.resolvedUrl, 'http://localhost').search;
    // 301 rather than Next's default 308 for permanent: the status SPEC §8 lists.
    return { redirect: { destination: `${data.url}${search}`, statusCode: 301 } };
  }
  const env = getEnv();
  const tiles = { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null };
  if (financing.status === 'rejected' && ![400, 404, 503].includes(graphqlErrorOf(financing.reason)?.status ?? 0)) {
    logger.warn(financing.reason, { operation: 'FinancingAdvertDetails', id });
  }
  const details = financing.status === 'fulfilled' ? financing.value.financingAdvertDetails : null;
  const { amountLei, ...price } = data.price;
  return {
    // A partner that did not answer hides the placements for this response only: not shared.
    transient: financingFailed(financing),
    props: {
      view: 'active',
      advert: { ...data, price },
      similar: similarAdverts,
      tiles,
      financing: details ? { details, priceLei: amountLei } : null,
    },
  };
}

/** The financing details did not come, or the partner answered a technical error in one of its fields. */
function financingFailed(
  financing: PromiseSettledResult<{ financingAdvertDetails?: FinancingDetailsLike | null }>,
): boolean {
  if (financing.status === 'rejected') return true;
  const details = financing.value.financingAdvertDetails;
  if (!details) return false;
  return [details.loanSimulationSettings, details.entryPointsSettings].some(
    (field) => field.__typename === 'FinancingTechnicalError',
  );
}

/** The part of the financing details the check reads. */
interface FinancingDetailsLike {
  readonly loanSimulationSettings: { readonly __typename?: string };
  readonly entryPointsSettings: { readonly __typename?: string };
}
