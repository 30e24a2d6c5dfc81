/** Posting (docs/posting.md): drafts, the catalogue of the form, publishing. One service call each. */
import type { PostingStep as StepCode } from '@/lib/posting/posting-fields';
import type { PostingValues as Values } from '@/lib/posting/posting-values';
import type { PostingDraft as DraftDto } from '@/server/services/posting-drafts';
import type { GraphQLContext } from '../../context';
import type { PostingValuesInput, Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

const upper = <T extends string>(value: string) => value.toUpperCase() as Uppercase<T>;

function draftOut(draft: DraftDto) {
  return {
    ...draft,
    mode: upper<DraftDto['mode']>(draft.mode),
    step: upper<StepCode>(draft.step),
    advertId: draft.advertId === null ? null : String(draft.advertId),
    publishedAdvertId: draft.publishedAdvertId === null ? null : String(draft.publishedAdvertId),
    values: { ...draft.values, priceKind: upper<Values['priceKind']>(draft.values.priceKind) },
    photos: draft.photos,
  };
}

function valuesIn(input: PostingValuesInput): Values {
  return {
    ...input,
    makeId: input.makeId ?? null,
    modelId: input.modelId ?? null,
    generationId: input.generationId ?? null,
    versionId: input.versionId ?? null,
    compatibleMakeId: input.compatibleMakeId ?? null,
    compatibleModelId: input.compatibleModelId ?? null,
    cityId: input.cityId ?? null,
    priceKind: input.priceKind === 'NET' ? 'net' : 'gross',
  };
}

const stepIn = (step: string) => step.toLowerCase() as StepCode;

async function owner(context: GraphQLContext): Promise<string> {
  return context.services.posting.ownerOf(context.deps.db, requireUser(context));
}

const advertIdIn = (id: string | null | undefined): number | null => {
  if (id === null || id === undefined) return null;
  return /^\d{1,15}$/u.test(id) ? Number(id) : -1;
};

export const postingResolvers = {
  Query: {
    postingDraft: async (_parent, { id }, context) =>
      draftOut(
        await context.services.posting.get(context.deps.db, await owner(context), id, context.deps.config.now()),
      ),
    postingMakes: (_parent, { categoryId }, { db, services }) => services.posting.makes(db, categoryId),
    postingModels: (_parent, { makeId }, { db, services }) => services.posting.models(db, makeId),
    postingGenerations: (_parent, { modelId }, { db, services }) => services.posting.generations(db, modelId),
    postingVersions: (_parent, { generationId }, { db, services }) => services.posting.versions(db, generationId),
    postingEquipment: (_parent, _args, { services }) => services.posting.equipment(),
  },
  Mutation: {
    startPostingDraft: async (_parent, { input }, context) =>
      draftOut(
        await context.services.posting.start(
          context.deps.db,
          await owner(context),
          {
            mode: input.mode === 'EDIT' ? 'edit' : input.mode === 'DUPLICATE' ? 'duplicate' : 'new',
            categoryId: input.categoryId,
            subcategoryId: input.subcategoryId ?? null,
            advertId: advertIdIn(input.advertId),
          },
          context.deps.config.now(),
        ),
      ),
    savePostingDraft: async (_parent, { id, values, step }, context) =>
      draftOut(
        await context.services.posting.save(
          context.deps.db,
          await owner(context),
          id,
          { values: valuesIn(values), step: stepIn(step) },
          context.deps.config.now(),
        ),
      ),
    publishPostingDraft: async (_parent, { id, publishKey }, context) => {
      const result = await context.services.posting.publish(
        context.deps.db,
        await owner(context),
        id,
        publishKey,
        context.deps.config.now(),
      );
      return { ...result, advertId: String(result.advertId), status: upper<typeof result.status>(result.status) };
    },
  },
} satisfies Resolvers;
