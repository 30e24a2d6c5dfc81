/**
 * Feature flags and experiments (docs/experiments.md): the site-wide flags for page props, and the
 * team page's lists and switches behind requireStaff (NOT_FOUND for anyone else), one service call each.
 */
import type { Resolvers } from '../../generated/resolver-types';
import { requireStaff } from '../operations/staff';

export const experimentsResolvers = {
  Query: {
    siteFeatureFlags: async (_parent, _args, context) =>
      Object.entries(await context.services.experiments.siteFlags(context.db)).map(([name, value]) => ({
        name,
        enabled: value === true || (typeof value === 'string' && value !== ''),
        value: typeof value === 'string' ? value : null,
      })),
    teamFeatureFlags: async (_parent, _args, context) => {
      await requireStaff(context);
      return context.services.experiments.listFlags(context.db);
    },
    teamExperiments: async (_parent, _args, context) => {
      await requireStaff(context);
      return context.services.experiments.listExperiments(context.db, context.deps.config.now());
    },
  },
  Mutation: {
    setFeatureFlag: async (_parent, { name, enabled, rollout }, context) => {
      await requireStaff(context);
      return context.services.experiments.setFlag(context.db, { name, enabled, rollout });
    },
    setExperimentEnabled: async (_parent, { name, enabled }, context) => {
      await requireStaff(context);
      return context.services.experiments.setExperimentEnabled(
        context.db,
        { name, enabled },
        context.deps.config.now(),
      );
    },
  },
} satisfies Resolvers;
