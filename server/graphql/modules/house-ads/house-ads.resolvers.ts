/** House ads of the advert slots (one service call). */
import type { Resolvers } from '../../generated/resolver-types';

export const houseAdsResolvers = {
  Query: {
    houseAds: (_parent, { slots }, { db, services, deps }) => services.houseAds.forSlots(db, slots, deps.config.now()),
  },
} satisfies Resolvers;
