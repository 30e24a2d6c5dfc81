/** Reporting adverts: the reasons and the report (one service call each). */
import type { Resolvers } from '../../generated/resolver-types';

export const reportsResolvers = {
  Query: {
    reportReasons: (_parent, _args, { services }) => [...services.reports.reasons()],
  },
  Mutation: {
    reportAdvert: async (_parent, { input }, { services, deps, user }) =>
      services.reports.report(
        {
          db: deps.db,
          mailer: deps.mailer,
          secret: deps.config.secret,
          siteOrigin: deps.config.siteOrigin,
          now: deps.config.now(),
        },
        { advertId: input.advertId, reason: input.reason, email: input.email ?? '', message: input.message },
        { userId: user?.id ?? null, address: deps.address },
      ),
  },
} satisfies Resolvers;
