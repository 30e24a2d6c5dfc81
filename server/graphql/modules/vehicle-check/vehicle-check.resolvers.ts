/** Query.checkVin and Query.decodeRegistration: one service call each. */
import type { Resolvers } from '../../generated/resolver-types';

export const vehicleCheckResolvers = {
  Query: {
    checkVin: async (_parent, { input }, { services, deps, user }) =>
      services.vehicleCheck.checkVin({ db: deps.db, secret: deps.config.secret, now: deps.config.now() }, input, {
        userId: user?.id ?? null,
        mainAccountId: user?.mainAccountUUID ?? null,
        address: deps.address,
      }),
    decodeRegistration: async (_parent, { plate, vin }, { services, deps, user }) =>
      services.vehicleCheck.decodeRegistration(
        { db: deps.db, secret: deps.config.secret, now: deps.config.now() },
        plate,
        vin ?? null,
        { userId: user?.id ?? null, mainAccountId: user?.mainAccountUUID ?? null, address: deps.address },
      ),
  },
} satisfies Resolvers;
