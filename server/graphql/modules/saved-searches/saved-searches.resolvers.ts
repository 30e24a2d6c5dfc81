/**
 * Saved searches (docs/saved-searches.md): signed-in only, always the caller's own account (a team
 * sub-user's included), then one service call; unsubscribeSavedSearch is public (the token is the
 * proof). Summaries are in the request's language: the site serves every page in DEFAULT_LOCALE,
 * so that is it until the site offers a choice (then requestLocale reads it).
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/i18n-config';
import { getEnv } from '@/server/env';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

/** The language of the request's answers. */
function requestLocale(): Locale {
  return DEFAULT_LOCALE;
}

export const savedSearchesResolvers = {
  Query: {
    savedSearches: async (_parent, _args, context) =>
      context.services.savedSearches.list(context.deps.db, requireUser(context).id, requestLocale()),
  },
  Mutation: {
    saveSearch: async (_parent, { input }, context) =>
      context.services.savedSearches.save(
        context.deps.db,
        requireUser(context).id,
        input,
        context.deps.config.now(),
        requestLocale(),
      ),
    renameSavedSearch: async (_parent, { id, name }, context) =>
      context.services.savedSearches.rename(context.deps.db, requireUser(context).id, id, name, requestLocale()),
    setSavedSearchFrequency: async (_parent, { id, frequency }, context) =>
      context.services.savedSearches.setFrequency(
        context.deps.db,
        requireUser(context).id,
        id,
        frequency,
        requestLocale(),
      ),
    deleteSavedSearch: async (_parent, { id }, context) =>
      context.services.savedSearches.remove(context.deps.db, requireUser(context).id, id),
    markSavedSearchVisited: async (_parent, { id }, context) =>
      context.services.savedSearches.markVisited(
        context.deps.db,
        requireUser(context).id,
        id,
        context.deps.config.now(),
        requestLocale(),
      ),
    unsubscribeSavedSearch: async (_parent, { token }, context) =>
      context.services.savedSearches.unsubscribe(context.deps.db, token, getEnv().SAVED_SEARCH_SECRET),
  },
} satisfies Resolvers;
