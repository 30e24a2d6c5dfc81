/**
 * The posting form's choices checked against the catalogue (docs/posting.md): the make is one of
 * the category's, the model the make's, the generation the model's and the version the
 * generation's; the year falls within the generation's (and the version's) production years.
 */
import { eq } from 'drizzle-orm';
import { readRomanianNumber } from '@/lib/format/number';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { Db } from '@/server/db/client';
import { generations, makes, models, versions } from '@/server/db/schema/catalogue';
import type { CatalogueNames } from './posting-advert-values';

/** A refused choice: the posting catalogue's key and the field. */
export interface CatalogueProblem {
  key: string;
  field: keyof PostingValues;
}

async function one<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

/** The first choice the catalogue does not have, or null. */
export async function catalogueProblem(
  db: Db,
  values: PostingValues,
  categoryId: number,
): Promise<CatalogueProblem | null> {
  const pick = (makeId: number | null, modelId: number | null, makeField: keyof PostingValues) =>
    checkPair(db, makeId, modelId, categoryId, makeField);
  const vehicle = await pick(values.makeId, values.modelId, 'makeId');
  if (vehicle) return vehicle;
  const compatible = await pick(values.compatibleMakeId, values.compatibleModelId, 'compatibleMakeId');
  if (compatible)
    return compatible.field === 'compatibleMakeId' ? compatible : { ...compatible, field: 'compatibleModelId' };
  const year = readRomanianNumber(values.year);
  if (values.generationId !== null) {
    const generation = await one(db.select().from(generations).where(eq(generations.id, values.generationId)));
    if (!generation || generation.modelId !== values.modelId)
      return { key: 'posting:problems.choice', field: 'generationId' };
    if (year !== null && (year < generation.yearFrom || year > (generation.yearTo ?? 9999)))
      return { key: 'posting:problems.yearOutsideGeneration', field: 'year' };
  }
  if (values.versionId !== null) {
    const version = await one(db.select().from(versions).where(eq(versions.id, values.versionId)));
    if (!version || version.generationId !== values.generationId)
      return { key: 'posting:problems.choice', field: 'versionId' };
    if (year !== null && (year < (version.yearFrom ?? 0) || year > (version.yearTo ?? 9999)))
      return { key: 'posting:problems.yearOutsideVersion', field: 'year' };
  }
  return null;
}

async function checkPair(
  db: Db,
  makeId: number | null,
  modelId: number | null,
  categoryId: number,
  makeField: keyof PostingValues,
): Promise<CatalogueProblem | null> {
  if (makeId === null) return modelId === null ? null : { key: 'posting:problems.choice', field: makeField };
  const make = await one(db.select().from(makes).where(eq(makes.id, makeId)));
  // Parts name vehicles of any category; every other category offers only its own makes.
  if (!make || (makeField === 'makeId' && categoryId !== 67 && !make.categoryIds.includes(categoryId)))
    return { key: 'posting:problems.choice', field: makeField };
  if (modelId === null) return null;
  const model = await one(db.select().from(models).where(eq(models.id, modelId)));
  return !model || model.makeId !== makeId
    ? { key: 'posting:problems.choice', field: makeField === 'makeId' ? 'modelId' : 'compatibleModelId' }
    : null;
}

/** The make and model names an advert keeps beside their ids. */
export async function catalogueNames(db: Db, values: PostingValues): Promise<CatalogueNames> {
  const make = values.makeId === null ? null : await one(db.select().from(makes).where(eq(makes.id, values.makeId)));
  const model =
    values.modelId === null ? null : await one(db.select().from(models).where(eq(models.id, values.modelId)));
  return { makeName: make?.name ?? null, modelName: model?.name ?? null };
}
