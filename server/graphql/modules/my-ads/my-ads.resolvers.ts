/**
 * My adverts (docs/my-ads.md): the caller's account (or a sub-user's main account), then one service
 * call; and the ad page's view count, which any visitor sends.
 */
import { createGraphQLError } from 'graphql-yoga';
import { type MyAdsSection, MyAdsForbiddenError } from '@/server/services/my-ads-access';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

/** The account whose adverts the caller manages; a sub-user without the right is FORBIDDEN 403. */
async function ownerOf(context: GraphQLContext, section: MyAdsSection = 'ads'): Promise<string> {
  const user = requireUser(context);
  try {
    return await context.services.myAds.accountOf(context.deps.db, user.id, section);
  } catch (error) {
    if (!(error instanceof MyAdsForbiddenError)) throw error;
    throw createGraphQLError(error.message, {
      extensions: { code: 'FORBIDDEN', status: 403, i18nKey: `errors:myAds.forbidden.${section}` },
    });
  }
}

export const myAdsResolvers = {
  Query: {
    myAds: async (_parent, { tab, first, after }, context) =>
      context.services.myAds.list(context.deps.db, await ownerOf(context), tab, first, after),
    myAdsCounts: async (_parent, _args, context) =>
      context.services.myAds.counts(context.deps.db, await ownerOf(context)),
    myAdsDashboard: async (_parent, _args, context) =>
      context.services.myAds.dashboard(
        context.deps.db,
        await ownerOf(context, 'statistics'),
        context.deps.config.now(),
      ),
  },
  Mutation: {
    deactivateMyAd: async (_parent, { id }, context) =>
      context.services.myAds.deactivate(context.deps.db, await ownerOf(context), id, context.deps.config.now()),
    reactivateMyAd: async (_parent, { id }, context) =>
      context.services.myAds.reactivate(context.deps.db, await ownerOf(context), id, context.deps.config.now()),
    deleteMyDraft: async (_parent, { id }, context) =>
      context.services.myAds.deleteDraft(context.deps.db, await ownerOf(context), id),
    // Anyone's view counts (no session needed); whose it is decides whether it does.
    recordAdvertView: async (_parent, { advertId }, context) =>
      context.services.myAds.countView(
        context.deps.db,
        advertId,
        {
          userId: context.user?.id ?? null,
          mainAccountId: context.user?.mainAccountUUID ?? null,
          address: context.clientAddress,
        },
        context.headers,
        context.deps.config.now(),
      ),
  },
} satisfies Resolvers;
