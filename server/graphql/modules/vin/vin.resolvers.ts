/** The VIN behind a proof-of-work challenge, and the history report's link (one service call each). */
import type { Resolvers } from '../../generated/resolver-types';

export const vinResolvers = {
  Query: {
    vinChallenge: (_parent, { advertId }, { services, deps }) =>
      services.vin.challenge({ db: deps.db, secret: deps.config.secret, now: deps.config.now() }, advertId),
  },
  Mutation: {
    revealVin: (_parent, { advertId, solution }, { services, deps }) =>
      services.vin.reveal({ db: deps.db, secret: deps.config.secret, now: deps.config.now() }, advertId, solution),
  },
} satisfies Resolvers;
