/** Catalog root fields: thin, each calls one service function. */
import type { CategoryDto } from '@/server/services/ads.types';
import type { RootResolver } from '../../resolver-types';

export const catalogResolvers = {
  Query: {
    categories: (async (_parent, _args, { db, services }) => services.listCategories(db)) satisfies RootResolver<
      Record<string, never>,
      CategoryDto[]
    >,
    category: (async (_parent, { slug }, { db, services }) => services.getCategory(db, slug)) satisfies RootResolver<
      { slug: string },
      CategoryDto | null
    >,
  },
};
