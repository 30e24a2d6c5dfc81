/** Advert.priceEstimate: one service call; the service decides what a viewer who is not the seller sees. */
import type { Resolvers } from '../../generated/resolver-types';

export const priceIndicatorResolvers = {
  Advert: {
    priceEstimate: async (advert, _args, { db, services, user }) =>
      services.getPriceEstimate(db, advert.id, user ? [user.id, user.mainAccountUUID] : []),
  },
} satisfies Resolvers;
