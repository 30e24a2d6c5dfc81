/**
 * Posting drafts made for e2e tests through the app's GraphQL API, as the signed-in seller of a
 * page's context: the seeded catalogue's real ids (a Dacia Logan II built in 2016, Cluj-Napoca)
 * and a draft holding a model test scenario's values at its step.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { print, type DocumentNode } from 'graphql';
import {
  Posting_GenerationsDocument,
  Posting_MakesDocument,
  Posting_ModelsDocument,
  Posting_PublishDocument,
  Posting_SaveDocument,
  Posting_StartDocument,
  Posting_VersionsDocument,
} from '@/lib/graphql/generated/operations';
import { localDraftKey } from '@/lib/posting/local-draft';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { PostingInput } from '@/machines/posting/posting.types';

export const CAR_CATEGORY = 29;
export const POSTING_PAGE = '/autoturisme/anunt-nou';

export interface Catalogue {
  readonly makeId: number;
  readonly modelId: number;
  readonly generationId: number;
  readonly versionId: number;
  readonly cityId: number;
  readonly engine: Pick<PostingValues, 'fuelType' | 'gearbox' | 'enginePower' | 'engineCapacity'>;
}

async function graphql<T>(request: APIRequestContext, document: DocumentNode, variables: object): Promise<T> {
  const session = (await (await request.get('/api/auth/session')).json()) as { idToken?: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${session.idToken ?? ''}` },
    data: { query: print(document), variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const named = <T extends { name: string }>(list: readonly T[], name: string): T => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not in ${list.map((item) => item.name).join(', ')}`);
  return found;
};

/** The seeded catalogue's Dacia Logan II with a version built in 2016, and Cluj-Napoca. */
export async function catalogueOf(page: Page): Promise<Catalogue> {
  const { request } = page;
  const { postingMakes } = await graphql<{ postingMakes: { id: number; name: string }[] }>(
    request,
    Posting_MakesDocument,
    { categoryId: CAR_CATEGORY },
  );
  const make = named(postingMakes, 'Dacia');
  const { postingModels } = await graphql<{ postingModels: { id: number; name: string }[] }>(
    request,
    Posting_ModelsDocument,
    { makeId: make.id },
  );
  const model = named(postingModels, 'Logan');
  const { postingGenerations } = await graphql<{ postingGenerations: { id: number; name: string }[] }>(
    request,
    Posting_GenerationsDocument,
    { modelId: model.id },
  );
  const generation = named(postingGenerations, 'II');
  type Version = {
    id: number;
    yearFrom: number | null;
    yearTo: number | null;
    fuelType: string | null;
    gearbox: string | null;
    enginePower: number | null;
    engineCapacity: number | null;
  };
  const { postingVersions } = await graphql<{ postingVersions: Version[] }>(request, Posting_VersionsDocument, {
    generationId: generation.id,
  });
  const version = postingVersions.find((v) => (v.yearFrom ?? 0) <= 2016 && 2016 <= (v.yearTo ?? 9999));
  if (!version) throw new Error('no Logan II version of 2016 in the seed');
  // The page's data carries the places of the price step: Cluj-Napoca's id is there.
  await page.goto(POSTING_PAGE);
  const cityId = await page.evaluate(() => {
    const find = (value: unknown): number | null => {
      if (!value || typeof value !== 'object') return null;
      const record = value as Record<string, unknown>;
      if (record['slug'] === 'cluj-napoca' && typeof record['id'] === 'number') return record['id'];
      for (const child of Object.values(record)) {
        const id = find(child);
        if (id !== null) return id;
      }
      return null;
    };
    return find(JSON.parse(document.getElementById('__NEXT_DATA__')?.textContent ?? '{}'));
  });
  if (cityId === null) throw new Error('Cluj-Napoca is not among the posting page places');
  return {
    makeId: make.id,
    modelId: model.id,
    generationId: generation.id,
    versionId: version.id,
    cityId,
    engine: {
      fuelType: version.fuelType ?? 'diesel',
      gearbox: version.gearbox ?? 'manual',
      enginePower: String(version.enginePower ?? 90),
      engineCapacity: String(version.engineCapacity ?? 1461),
    },
  };
}

/** The scenario's values with the seeded catalogue's ids (what the fixture leaves empty stays empty). */
function realValues(values: PostingValues, catalogue: Catalogue): PostingValues {
  const id = (fixture: number | null, real: number) => (fixture === null ? null : real);
  return {
    ...values,
    ...catalogue.engine,
    makeId: id(values.makeId, catalogue.makeId),
    modelId: id(values.modelId, catalogue.modelId),
    generationId: id(values.generationId, catalogue.generationId),
    versionId: id(values.versionId, catalogue.versionId),
    cityId: id(values.cityId, catalogue.cityId),
  };
}

/** Makes the scenario's draft; with `restoredLocally`, the page finds a newer copy in this browser. */
export async function draftFor(page: Page, input: PostingInput, catalogue: Catalogue): Promise<string> {
  const values = realValues(input.values, catalogue);
  const { startPostingDraft } = await graphql<{ startPostingDraft: { id: string } }>(
    page.request,
    Posting_StartDocument,
    { input: { mode: 'NEW', categoryId: CAR_CATEGORY, subcategoryId: null, advertId: null } },
  );
  const id = startPostingDraft.id;
  // A copy here differs from the server's draft by the price only when the input says so.
  const onServer = input.restoredLocally ? { ...values, price: '' } : values;
  await graphql(page.request, Posting_SaveDocument, {
    id,
    values: { ...onServer, priceKind: onServer.priceKind === 'net' ? 'NET' : 'GROSS' },
    step: input.step.toUpperCase(),
  });
  if (input.restoredLocally) {
    const copy = { values, step: input.step, writtenAt: Date.now() + 60_000 };
    await page.addInitScript(([key, json]) => window.localStorage.setItem(key, json), [
      localDraftKey(id, CAR_CATEGORY, null),
      JSON.stringify(copy),
    ] as const);
  }
  return id;
}

/** Publishes a draft made by draftFor (the wizard's own call, its publish key made here). */
export async function publishDraft(page: Page, id: string): Promise<{ advertId: string; status: string }> {
  const { publishPostingDraft } = await graphql<{ publishPostingDraft: { advertId: string; status: string } }>(
    page.request,
    Posting_PublishDocument,
    { id, publishKey: `e2e-${id.slice(0, 8)}-${Date.now()}` },
  );
  return publishPostingDraft;
}
