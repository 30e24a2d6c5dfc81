/** Data of the home page. */
import { logger } from '@/lib/logger/logger';
import type { HomePageData } from '@/lib/page/page-data.types';
import type { SsrExecutor } from '@/server/graphql/execute';
import { hasStatus } from './graphql-error';
import type { PageOutcome } from './load-page';
import { Home_MakesDocument, Home_ScreenDocument } from '@/lib/graphql/generated/page-operations';

/** How many adverts the 'latest' grid shows (a multiple of 2, 3 and 4 columns). */
export const LATEST_COUNT = 12;

/** Category tiles and latest adverts are required; the make list is a nicety the search works without. */
export async function loadHome(execute: SsrExecutor): Promise<PageOutcome<HomePageData>> {
  const [screen, makes] = await Promise.all([
    execute(Home_ScreenDocument, { first: LATEST_COUNT }),
    execute(Home_MakesDocument, { categorySlug: 'autoturisme' }).catch((error: unknown) => {
      // 503: the database is away, which the pool logged once.
      if (!hasStatus(error, 503)) logger.warn(error, { operation: 'Home_Makes' });
      return null;
    }),
  ]);
  return {
    props: {
      categories: screen.categories,
      makes: makes?.getAdvertSearchFilters.makes ?? [],
      latestAdverts: screen.latestAdverts,
    },
  };
}
