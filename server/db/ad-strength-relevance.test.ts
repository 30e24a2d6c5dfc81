/**
 * Migration 0021 on a seeded PGlite database: the RELEVANCE key ranks by adverts.ad_strength, and
 * the SQL estimate used for adverts never scored by a publish gives what adStrength() gives for the
 * same values and photos (the photo quality read from the stored size, 8 photos recommended).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStrength } from '@/lib/posting/ad-strength';
import { EMPTY_POSTING_VALUES, type PostingValues } from '@/lib/posting/posting-values';
import { rawQuery } from './client';
import { createTestDb, type TestDb } from './testing/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(async () => t.close());

interface Row {
  id: string;
  category_id: number;
  make_id: number | null;
  model_id: number | null;
  year: number | null;
  mileage: number | null;
  engine_power: number | null;
  engine_capacity: number | null;
  fuel_type: string | null;
  gearbox: string | null;
  body_type: string | null;
  door_count: number | null;
  color: string | null;
  equipment: string[];
  weight_kg: number | null;
  operating_hours: number | null;
  part_type: string | null;
  compatible_make_id: number | null;
  compatible_model_id: number | null;
  description: string;
  photos: { width: number; height: number }[];
  estimate: number;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

function valuesOf(row: Row): PostingValues {
  return {
    ...EMPTY_POSTING_VALUES,
    makeId: row.make_id,
    modelId: row.model_id,
    year: text(row.year),
    mileage: text(row.mileage),
    enginePower: text(row.engine_power),
    engineCapacity: text(row.engine_capacity),
    fuelType: text(row.fuel_type),
    gearbox: text(row.gearbox),
    bodyType: text(row.body_type),
    doorCount: text(row.door_count),
    color: text(row.color),
    equipment: row.equipment,
    weightKg: text(row.weight_kg),
    operatingHours: text(row.operating_hours),
    partType: text(row.part_type),
    compatibleMakeId: row.compatible_make_id,
    compatibleModelId: row.compatible_model_id,
    description: row.description,
  };
}

describe('migration 0021: ad strength in the RELEVANCE key', () => {
  it('estimates in SQL what adStrength() computes, for every seeded advert', async () => {
    const rows = await rawQuery<Row>(
      t.db,
      `SELECT a.id, a.category_id, a.make_id, a.model_id, a.year, a.mileage, a.engine_power, a.engine_capacity,
         a.fuel_type, a.gearbox, a.body_type, a.door_count, a.color, a.equipment, a.weight_kg, a.operating_hours,
         a.part_type, a.compatible_make_id, a.compatible_model_id, a.description,
         coalesce((SELECT json_agg(json_build_object('width', p.width, 'height', p.height)) FROM photos p
           WHERE p.advert_id = a.id), '[]'::json) AS photos,
         volan_ad_strength_estimate(a) AS estimate
       FROM adverts a ORDER BY a.id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const categories = new Set<number>();
    for (const row of rows) {
      const expected = adStrength({
        values: valuesOf(row),
        categoryId: row.category_id,
        photos: row.photos.map((p) => ({ ...p, megapixels: 0 })),
        photoRecommended: 8,
      }).score;
      expect({ id: row.id, score: Number(row.estimate) }).toEqual({ id: row.id, score: expected });
      categories.add(row.category_id);
    }
    // Every top-level category of the seed was compared.
    expect(categories.size).toBe(8);
    expect(new Set(rows.map((r) => Number(r.estimate))).size).toBeGreaterThan(5);
  });

  it('keys RELEVANCE on creation time + 1368 s per ad-strength point + the badges', async () => {
    await rawQuery(t.db, 'UPDATE adverts a SET ad_strength = volan_ad_strength_estimate(a)');
    const rows = await rawQuery<{ id: string; created: string; strength: number; badges: string[]; key: string }>(
      t.db,
      `SELECT id, floor(extract(epoch FROM created_at))::bigint AS created, ad_strength AS strength, badges,
         relevance_key AS key FROM adverts`,
    );
    for (const row of rows) {
      const badges =
        (row.badges.includes('verified_details') ? 24 : 0) + (row.badges.includes('premium_dealer') ? 48 : 0);
      expect(Number(row.key)).toBe(Number(row.created) + 1368 * row.strength + 3600 * badges);
    }
    expect(rows.some((r) => r.strength > 0)).toBe(true);
  });

  it('moves an advert up when its score rises, and by 38 hours at most', async () => {
    const [row] = await rawQuery<{ id: string }>(t.db, `SELECT id FROM adverts ORDER BY id LIMIT 1`);
    const keyAt = async (strength: number) => {
      await rawQuery(t.db, 'UPDATE adverts SET ad_strength = $2 WHERE id = $1', [row!.id, strength]);
      const [r] = await rawQuery<{ key: string }>(t.db, 'SELECT relevance_key AS key FROM adverts WHERE id = $1', [
        row!.id,
      ]);
      return Number(r!.key);
    };
    const low = await keyAt(0);
    const high = await keyAt(100);
    expect(high - low).toBe(38 * 3600);
  });
});
