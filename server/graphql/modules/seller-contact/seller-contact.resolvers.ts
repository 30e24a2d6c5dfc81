/** Seller.dealerProfile and Mutation.revealPhone: one service call each. */
import type { Resolvers } from '../../generated/resolver-types';

export const sellerContactResolvers = {
  Seller: {
    dealerProfile: async (seller, _args, { db, services }) => services.phone.dealerProfile(db, seller.id),
  },
  Mutation: {
    revealPhone: async (_parent, { advertId }, { services, deps, user }) =>
      services.phone.reveal({ db: deps.db, secret: deps.config.secret, now: deps.config.now() }, advertId, {
        userId: user?.id ?? null,
        mainAccountId: user?.mainAccountUUID ?? null,
        address: deps.address,
      }),
  },
} satisfies Resolvers;
