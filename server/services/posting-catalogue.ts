/** The posting form's catalogue (docs/posting.md): makes of a category, models, generations, versions. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, rawQuery } from '@/server/db/client';
import { generations, makes, models, versions } from '@/server/db/schema/catalogue';
import { EQUIPMENT_LABELS } from '@/server/db/seed/equipment-data';

const PARTS = 67;

/** Makes offered in a category (parts fit vehicles of every category), by name. */
export function postingMakes(db: Db, categoryId: number) {
  const query = db.select({ id: makes.id, name: makes.name }).from(makes);
  return (categoryId === PARTS ? query : query.where(sql`${categoryId} = ANY(${makes.categoryIds})`)).orderBy(
    asc(makes.name),
  );
}

/** Models of a make, by name. */
export function postingModels(db: Db, makeId: number) {
  return db
    .select({ id: models.id, name: models.name })
    .from(models)
    .where(eq(models.makeId, makeId))
    .orderBy(asc(models.name));
}

/** Generations of a model, newest first. */
export function postingGenerations(db: Db, modelId: number) {
  return db
    .select({ id: generations.id, name: generations.name, yearFrom: generations.yearFrom, yearTo: generations.yearTo })
    .from(generations)
    .where(eq(generations.modelId, modelId))
    .orderBy(desc(generations.yearFrom));
}

/** Versions of a generation, by name, with what they fill in the form. */
export function postingVersions(db: Db, generationId: number) {
  return db
    .select({
      id: versions.id,
      name: versions.name,
      yearFrom: versions.yearFrom,
      yearTo: versions.yearTo,
      fuelType: versions.fuelType,
      enginePower: versions.enginePower,
      engineCapacity: versions.engineCapacity,
      gearbox: versions.gearbox,
      bodyType: versions.bodyType,
      doorCount: versions.doorCount,
      equipment: versions.equipment,
    })
    .from(versions)
    .where(eq(versions.generationId, generationId))
    .orderBy(asc(versions.name));
}

/** Every equipment code, in the catalogue's order. */
export function postingEquipment(): string[] {
  return Object.keys(EQUIPMENT_LABELS);
}

/**
 * The equipment codes the category's versions have, in the catalogue's order (a car is not offered
 * a tachograph or a power take-off); every code when the category's versions list none.
 */
export async function postingEquipmentFor(db: Db, categoryId: number): Promise<string[]> {
  const rows = await rawQuery<{ code: string }>(
    db,
    `select distinct unnest(v.equipment) as code
       from versions v join generations g on g.id = v.generation_id join models m on m.id = g.model_id
      where $1 = any(m.category_ids)`,
    [categoryId],
  );
  const present = new Set(rows.map((r) => r.code));
  const all = postingEquipment();
  return present.size === 0 ? all : all.filter((code) => present.has(code));
}
