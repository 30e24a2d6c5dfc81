/**
 * Ads root fields: one service call each. Argument rules (page size, cursor pair) are the
 * services' (server/services/page-size.ts, search.ts), not repeated here.
 */
import type { Resolvers } from '../../generated/resolver-types';

export const adsResolvers = {
  Query: {
    listingScreen: async (_parent, { input }, { db, services, user }) => services.listingScreen(db, input, user?.id),

    getAdvertSearchFilters: async (_parent, { categorySlug, filters }, { db, services }) =>
      services.getAdvertSearchFilters(db, categorySlug, filters ?? null),

    getAdvertsSearchSummary: async (_parent, { categorySlug, filters }, { db, services }) => ({
      totalCount: await services.countAdverts(db, categorySlug, filters ?? null),
    }),

    latestAdverts: async (_parent, { first }, { db, services }) => services.latestAdverts(db, first),

    advert: async (_parent, { id }, { db, services, user }) => services.getAdvert(db, id, user?.id),

    similarAdverts: async (_parent, { advertId, first }, { db, services }) =>
      services.similarAdverts(db, advertId, first),
  },
} satisfies Resolvers;
