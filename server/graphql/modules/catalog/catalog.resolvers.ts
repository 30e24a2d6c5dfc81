/** Catalog root fields: thin, each calls one service function. */
import type { Resolvers } from '../../generated/resolver-types';

export const catalogResolvers = {
  Query: {
    categories: async (_parent, _args, { db, services }) => services.listCategories(db),
    category: async (_parent, { slug }, { db, services }) => services.getCategory(db, slug),
  },
} satisfies Resolvers;
