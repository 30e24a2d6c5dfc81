/**
 * Advert.priceEstimate and Query.sellerPriceIndicatorNote: one service call each; the services
 * decide what a viewer who is not the seller sees (the seller's team counts as the seller).
 */
import type { Resolvers } from '../../generated/resolver-types';

export const priceIndicatorResolvers = {
  Advert: {
    priceEstimate: async (advert, _args, { db, services, user }) =>
      services.getPriceEstimate(db, advert.id, user ? [user.id, user.mainAccountUUID] : []),
  },
  Query: {
    sellerPriceIndicatorNote: async (_parent, { advertId }, { db, services, user }) =>
      services.getSellerPriceIndicatorNote(db, advertId, user ? [user.id, user.mainAccountUUID] : []),
  },
} satisfies Resolvers;
