/**
 * Favourite adverts (docs/favourites.md): signed-in only (but advertCards, a visitor's browser list), always the caller's own account (a team
 * sub-user's included, see server/services/favourites.ts), then one service call.
 */
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

export const favouritesResolvers = {
  Query: {
    favouriteAdverts: async (_parent, _args, context) =>
      context.services.favourites.list(context.deps.db, requireUser(context).id),
    favouriteAdvertIds: async (_parent, _args, context) =>
      context.services.favourites.listIds(context.deps.db, requireUser(context).id),
    // Public: a visitor's browser list (SPEC §6); the viewer, when there is one, only for the cards' own fields.
    advertCards: async (_parent, { ids }, context) =>
      context.services.favourites.cards(context.deps.db, ids, context.user?.id ?? null),
  },
  Mutation: {
    followAdvert: async (_parent, { advertId }, context) =>
      context.services.favourites.follow(context.deps.db, requireUser(context).id, advertId, context.deps.config.now()),
    unfollowAdvert: async (_parent, { advertId }, context) =>
      context.services.favourites.unfollow(context.deps.db, requireUser(context).id, advertId),
    mergeFavouriteAdverts: async (_parent, { advertIds }, context) =>
      context.services.favourites.merge(context.deps.db, requireUser(context).id, advertIds, context.deps.config.now()),
    removeAllFavouriteAdverts: async (_parent, _args, context) =>
      context.services.favourites.removeAll(context.deps.db, requireUser(context).id),
  },
} satisfies Resolvers;
