/** Sellers root fields (professionals listing, seller profile, home pricing insights): one service call each. */
import type { Resolvers } from '../../generated/resolver-types';

export const sellersResolvers = {
  Query: {
    professionals: async (_parent, args, { db, services }) => services.sellers.listProfessionals(db, args),

    professionalFacets: async (_parent, { countyCode }, { db, services }) =>
      services.sellers.professionalFacets(db, countyCode),

    sellerProfile: async (_parent, { id }, { db, services }) => services.sellers.getSellerProfile(db, id),

    pricingInsights: async (_parent, { categorySlug, first }, { db, services }) =>
      services.sellers.pricingInsights(db, categorySlug, first),
  },
} satisfies Resolvers;
