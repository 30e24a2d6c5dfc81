/**
 * Data of the map search page (/{category}/harta): the listing's filters read from the URL the way
 * the listing reads them (the advanced search's form-field form, parseFormSearch), the cities with
 * matching adverts (Map_Points), the first page of the list for the whole country (the listing's
 * own `listingScreen`), and the tile server. A filter the server rejects (BAD_USER_INPUT) is
 * dropped with a notice and the search runs again, like the listing; any other failed call leaves
 * its part null: the page's flow loads it again in the browser and shows the error there, so the
 * map page never fails as a whole because of one of them.
 */
import type { GetServerSidePropsContext } from 'next';
import { toAdvertFilters, withoutRejected, type ListingCity } from '@/lib/listing/listing-filters';
import { emptyQuery, type ListingNotice, type ListingQuery } from '@/lib/listing/listing-query';
import { logger } from '@/lib/logger/logger';
import { MAP_LIST_SIZE } from '@/lib/map/map-api';
import type { MapPageData } from '@/lib/map/map-page.types';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { categoryBySlug } from '@/lib/routes/categories';
import { getEnv } from '@/server/env';
import type { SsrExecutor } from '@/server/graphql/execute';
import { ListingScreenDocument, Map_PointsDocument } from '@/lib/graphql/generated/page-operations';
import { hasStatus } from './graphql-error';
import { listingPlaces } from './listing-places';
import { classify, parseFormSearch } from './listing.loader';
import type { PageOutcome } from './load-page';

const MAX_ATTEMPTS = 3;

function logged<T>(outcome: PromiseSettledResult<T>, operation: string, categorySlug: string): T | null {
  if (outcome.status === 'fulfilled') return outcome.value;
  // 503: the database is away, which the pool logged once.
  if (!hasStatus(outcome.reason, 503)) logger.warn(outcome.reason, { operation, categorySlug });
  return null;
}

/** The input field a BAD_USER_INPUT answer points at, or undefined when no call was refused. */
function refusedField(outcomes: readonly PromiseSettledResult<unknown>[]): { field: string | undefined } | null {
  for (const outcome of outcomes) {
    if (outcome.status !== 'rejected') continue;
    const error = classify(outcome.reason);
    if (error?.code === 'BAD_USER_INPUT') return { field: error.field };
  }
  return null;
}

/** Points and the first page of the list for a search, dropping what the server refuses. */
async function searchMap(execute: SsrExecutor, start: ListingQuery, cities: readonly ListingCity[]) {
  const categorySlug = start.category;
  let query = start;
  const notices: ListingNotice[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const filters = toAdvertFilters(query, cities);
    const outcomes = await Promise.allSettled([
      execute(Map_PointsDocument, { categorySlug, filters }),
      execute(ListingScreenDocument, { input: { categorySlug, filters, first: MAP_LIST_SIZE } }),
    ]);
    const refused = refusedField(outcomes);
    if (!refused) {
      const [points, listing] = outcomes;
      return {
        query,
        notices,
        points: logged(points, 'Map_Points', categorySlug)?.advertMapPoints ?? null,
        list: logged(listing, 'listingScreen', categorySlug)?.listingScreen.adverts ?? null,
      };
    }
    const fixed = withoutRejected(query, refused.field);
    const which = fixed.notice.filter === 'make' || fixed.notice.filter === 'model' ? fixed.notice.filter : null;
    // An unknown make or model is named as the listing names it.
    notices.push(which ? { ...fixed.notice, reason: 'unknown', value: query[which] } : fixed.notice);
    query = fixed.query;
  }
  // Still refused: the whole map without filters (the flow loads it in the browser).
  notices.push({ filter: 'search', reason: 'rejected', value: null });
  return { query: emptyQuery(categorySlug), notices, points: null, list: null };
}

/** Only the places the search names (the chips' labels, the city's id): not every city of the country. */
function placesOf(query: ListingQuery, all: ListingPlaces): ListingPlaces {
  const cities = all.cities.filter((c) => c.slug === query.city && (!query.county || c.county === query.county));
  return {
    counties: all.counties.filter((c) => c.code === query.county),
    cities,
  };
}

/** Loads /{category}/harta. */
export async function loadMapSearch(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<MapPageData>> {
  const categorySlug = typeof ctx.params?.['category'] === 'string' ? ctx.params['category'] : '';
  if (!categoryBySlug(categorySlug)) return { notFound: true };
  const parsed = parseFormSearch(categorySlug, ctx.resolvedUrl);
  if (!parsed) return { notFound: true };
  const env = getEnv();
  const places = listingPlaces();
  const outcome = await searchMap(execute, parsed.query, places.cities);
  return {
    props: {
      categorySlug,
      query: outcome.query,
      notices: [...parsed.notices, ...outcome.notices],
      places: placesOf(outcome.query, places),
      points: outcome.points,
      list: outcome.list,
      tiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null },
    },
  };
}
