/**
 * Data of the map search page (/{category}/harta): the cities with adverts (Map_Points) and the first
 * page of the list for the whole country (the listing's own `listingScreen`), and the tile server.
 * A failed call leaves its part null: the page's flow loads it again in the browser and shows the
 * error there, so the map page never fails as a whole because of one of them.
 */
import type { GetServerSidePropsContext } from 'next';
import { logger } from '@/lib/logger/logger';
import { MAP_LIST_SIZE } from '@/lib/map/map-api';
import type { MapPageData } from '@/lib/map/map-page.types';
import { categoryBySlug } from '@/lib/routes/categories';
import { getEnv } from '@/server/env';
import type { SsrExecutor } from '@/server/graphql/execute';
import { ListingScreenDocument, Map_PointsDocument } from '@/lib/graphql/generated/page-operations';
import { hasStatus } from './graphql-error';
import type { PageOutcome } from './load-page';

function logged<T>(outcome: PromiseSettledResult<T>, operation: string, categorySlug: string): T | null {
  if (outcome.status === 'fulfilled') return outcome.value;
  // 503: the database is away, which the pool logged once.
  if (!hasStatus(outcome.reason, 503)) logger.warn(outcome.reason, { operation, categorySlug });
  return null;
}

/** Loads /{category}/harta. */
export async function loadMapSearch(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<MapPageData>> {
  const categorySlug = typeof ctx.params?.['category'] === 'string' ? ctx.params['category'] : '';
  if (!categoryBySlug(categorySlug)) return { notFound: true };
  const env = getEnv();
  const [points, listing] = await Promise.allSettled([
    execute(Map_PointsDocument, { categorySlug }),
    execute(ListingScreenDocument, { input: { categorySlug, first: MAP_LIST_SIZE } }),
  ]);
  return {
    props: {
      categorySlug,
      points: logged(points, 'Map_Points', categorySlug)?.advertMapPoints ?? null,
      list: logged(listing, 'listingScreen', categorySlug)?.listingScreen.adverts ?? null,
      tiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null },
    },
  };
}
