/** Query.postingPriceEstimate and Query.postingPriceRules: one service call each. */
import type { PostingEstimateNoRange, Resolvers } from '../../generated/resolver-types';

export const postingPriceResolvers = {
  Query: {
    postingPriceEstimate: async (_parent, { input }, { db, services, deps }) => {
      const estimate = await services.postingPrice.estimate(
        db,
        {
          categoryId: input.categoryId,
          makeId: input.makeId ?? null,
          modelId: input.modelId ?? null,
          generationId: input.generationId ?? null,
          bodyType: input.bodyType ?? null,
          year: input.year ?? null,
          mileage: input.mileage ?? null,
          enginePower: input.enginePower ?? null,
          engineCapacity: input.engineCapacity ?? null,
          fuelType: input.fuelType ?? null,
          gearbox: input.gearbox ?? null,
          doorCount: input.doorCount ?? null,
          equipmentCount: Math.max(0, input.equipmentCount ?? 0),
          isNew: input.isNew ?? false,
          currency: input.currency ?? 'EUR',
        },
        deps.config.now(),
      );
      return {
        range: estimate.range ? { ...estimate.range, currency: 'EUR' as const } : null,
        noRange: estimate.noRange ? (estimate.noRange.toUpperCase() as PostingEstimateNoRange) : null,
        comparablesCount: estimate.comparablesCount,
        comparablesNeeded: estimate.comparablesNeeded,
        segment: estimate.segment ? (estimate.segment.toUpperCase() as 'GENERATION' | 'MODEL' | 'MAKE_BODY') : null,
      };
    },
    postingPriceRules: (_parent, _args, { services }) => services.postingPrice.rules(),
  },
} satisfies Resolvers;
