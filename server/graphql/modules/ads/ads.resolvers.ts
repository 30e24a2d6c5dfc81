/**
 * Ads root fields: one service call each. Argument rules (page size, cursor pair) are the
 * services' (server/services/page-size.ts, search.ts), not repeated here.
 */
import type { Resolvers } from '../../generated/resolver-types';

export const adsResolvers = {
  Query: {
    listingScreen: async (_parent, { input }, { db, services, user }) => {
      const screen = await services.listingScreen(db, input, user?.id);
      // A first page of a valid search counts for popular suggestions (anonymously, search-popular.ts);
      // test runs (NODE_ENV=test) record nothing.
      if (!input.after && !input.before && process.env.NODE_ENV !== 'test')
        void services.recordSearch(db, input.categorySlug, input.filters).catch((error: unknown) => {
          console.warn('[search] could not record a search', error);
        });
      return screen;
    },

    getAdvertSearchFilters: async (_parent, { categorySlug, filters }, { db, services }) =>
      services.getAdvertSearchFilters(db, categorySlug, filters ?? null),

    getAdvertsSearchSummary: async (_parent, { categorySlug, filters }, { db, services }) => ({
      totalCount: await services.countAdverts(db, categorySlug, filters ?? null),
    }),

    latestAdverts: async (_parent, { first }, { db, services }) => services.latestAdverts(db, first),

    advert: async (_parent, { id }, { db, services, user }) => services.getAdvert(db, id, user?.id),

    similarAdverts: async (_parent, { advertId, first }, { db, services }) =>
      services.similarAdverts(db, advertId, first),

    popularSearches: async (_parent, { categorySlug, first }, { db, services }) =>
      services.popularSearches(db, categorySlug, first),
  },
} satisfies Resolvers;
