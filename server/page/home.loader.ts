/** Data of the home page. */
import { logger } from '@/lib/logger/logger';
import type { HomePageData } from '@/lib/page/page-data.types';
import type { SsrExecutor } from '@/server/graphql/execute';
import { hasStatus } from './graphql-error';
import type { PageOutcome } from './load-page';
import {
  Home_MakesDocument,
  Home_NewCarsDocument,
  Home_PricingInsightsDocument,
  Home_ScreenDocument,
} from '@/lib/graphql/generated/page-operations';

/** How many adverts the 'latest' grid shows (a multiple of 2, 3 and 4 columns). */
export const LATEST_COUNT = 12;

/** A nicety's failure: null, logged unless the database is away (503, which the pool logged once). */
function optional(operation: string) {
  return (error: unknown) => {
    if (!hasStatus(error, 503)) logger.warn(error, { operation });
    return null;
  };
}

/**
 * Category tiles and latest adverts are required; the make list (the search works without it),
 * the new-car count and the pricing insights are niceties the page renders without.
 */
export async function loadHome(execute: SsrExecutor): Promise<PageOutcome<HomePageData>> {
  const [screen, makes, newCars, insights] = await Promise.all([
    execute(Home_ScreenDocument, { first: LATEST_COUNT }),
    execute(Home_MakesDocument, { categorySlug: 'autoturisme' }).catch(optional('Home_Makes')),
    execute(Home_NewCarsDocument, {}).catch(optional('Home_NewCars')),
    execute(Home_PricingInsightsDocument, {}).catch(optional('Home_PricingInsights')),
  ]);
  return {
    props: {
      categories: screen.categories,
      makes: makes?.getAdvertSearchFilters.makes ?? [],
      latestAdverts: screen.latestAdverts,
      newCarCount: newCars?.getAdvertsSearchSummary.totalCount ?? 0,
      pricingInsights: insights?.pricingInsights ?? null,
    },
  };
}
