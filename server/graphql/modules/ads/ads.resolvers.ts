/** Ads root fields: argument checks (page size, cursor pair), then one service call each. */
import type {
  AdvertCardDto,
  AdvertDto,
  AdvertFilters,
  AdvertSearchFiltersDto,
  ListingInput,
  ListingScreenDto,
} from '@/server/services/ads.types';
import { badUserInput } from '../../errors';
import { checkPageSize } from '../../page-size';
import type { Resolvers } from '../../generated/resolver-types';

/** Same defaults as the SDL; repeated so a direct call (tests, SSR) without them behaves alike. */
const listingPageSize = 32;
const latestPageSize = 12;
const similarPageSize = 8;

type FiltersArgs = { categorySlug: string; filters?: AdvertFilters | null };

export const adsResolvers = {
  Query: {
    listingScreen: (async (_parent, { input }, { db, services }) => {
      const first = checkPageSize(input.first, listingPageSize, 'input.first');
      if (input.after && input.before) {
        throw badUserInput('errors.cursorConflict', 'Give either after or before, not both.', 'input.after');
      }
      return services.listingScreen(db, { ...input, first });
    }),

    getAdvertSearchFilters: (async (_parent, { categorySlug, filters }, { db, services }) =>
      services.getAdvertSearchFilters(db, categorySlug, filters ?? null)),

    getAdvertsSearchSummary: (async (_parent, { categorySlug, filters }, { db, services }) => ({
      totalCount: await services.countAdverts(db, categorySlug, filters ?? null),
    })),

    latestAdverts: (async (_parent, { first }, { db, services }) =>
      services.latestAdverts(db, checkPageSize(first, latestPageSize))),

    advert: (async (_parent, { id }, { db, services }) => services.getAdvert(db, id)),

    similarAdverts: (async (_parent, { advertId, first }, { db, services }) =>
      services.similarAdverts(db, advertId, checkPageSize(first, similarPageSize))),
  },
} satisfies Resolvers;
