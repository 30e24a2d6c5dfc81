/**
 * The identity step's catalogue lists from the server (docs/posting.md), loaded level by level
 * for the current make, model and generation. Each list is kept for the page's life: going back
 * to a make already seen asks nothing.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { ChoicesRequest, PostingChoices } from './posting-choices';

const operations = () => import('@/lib/graphql/generated/operations');
const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    cache.set(key, hit);
    // A failed load is not kept: the retry asks again.
    hit.catch(() => cache.delete(key));
  }
  return hit;
}

async function query<T>(
  run: (
    ops: Awaited<ReturnType<typeof operations>>,
    client: Awaited<ReturnType<typeof getApolloClient>>,
  ) => Promise<{ data?: T | null; error?: unknown }>,
): Promise<T> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await run(ops, client);
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** The lists for the request's choices. */
export async function fetchChoices(request: ChoicesRequest): Promise<PostingChoices> {
  const { categoryId, makeId, modelId, generationId } = request;
  const [makes, models, generations, versions] = await Promise.all([
    once(`makes:${categoryId}`, () =>
      query((ops, c) => c.query({ query: ops.Posting_MakesDocument, variables: { categoryId } })).then(
        (d) => d.postingMakes,
      ),
    ),
    makeId === null
      ? []
      : once(`models:${makeId}`, () =>
          query((ops, c) => c.query({ query: ops.Posting_ModelsDocument, variables: { makeId } })).then(
            (d) => d.postingModels,
          ),
        ),
    modelId === null
      ? []
      : once(`generations:${modelId}`, () =>
          query((ops, c) => c.query({ query: ops.Posting_GenerationsDocument, variables: { modelId } })).then(
            (d) => d.postingGenerations,
          ),
        ),
    generationId === null
      ? []
      : once(`versions:${generationId}`, () =>
          query((ops, c) => c.query({ query: ops.Posting_VersionsDocument, variables: { generationId } })).then(
            (d) => d.postingVersions,
          ),
        ),
  ]);
  return { makes, models, generations, versions };
}
