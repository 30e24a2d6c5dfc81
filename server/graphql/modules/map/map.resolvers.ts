/** Map search: one service call (its filters are checked by the listing's own validation). */
import type { Resolvers } from '../../generated/resolver-types';

export const mapResolvers = {
  Query: {
    advertMapPoints: async (_parent, { categorySlug, filters }, { db, services }) =>
      services.advertMapPoints(db, categorySlug, filters ?? null),
  },
} satisfies Resolvers;
