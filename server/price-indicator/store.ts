/** Loads the indicator's adverts and writes its results (adverts.price_indicator + price_indicators). */
import { type Db, rawQuery } from '@/server/db/client';
import type { PriceIndicatorCode } from '@/server/db/schema/adverts';
import type { PriceIndicatorResult } from './compute';
import type { PriceSubject } from './features';

/** The category the indicator covers (SPEC §4: cars; autoturisme). */
export const CARS_CATEGORY_ID = 29;
/**
 * Comparables are the adverts published in this many months before the run (SPEC §9 names 6 and,
 * in another text, 12; we take 6: asking prices of a year ago are not today's market).
 */
export const COMPARABLES_MONTHS = 6;

interface SubjectRow {
  id: string | number;
  make_id: number;
  model_id: number | null;
  generation_id: number | null;
  body_type: string | null;
  year: number | null;
  mileage: number | null;
  engine_power: number | null;
  engine_capacity: number | null;
  fuel_type: PriceSubject['fuelType'];
  gearbox: PriceSubject['gearbox'];
  door_count: number | null;
  equipment_count: number;
  price_lei: number;
  currency: PriceSubject['currency'];
  is_new: boolean;
  recent: boolean;
  price_indicator: PriceIndicatorCode;
}

/** Every active car advert of the given makes. */
export async function loadSubjects(db: Db, makeIds: readonly number[], now: Date): Promise<PriceSubject[]> {
  const rows = await rawQuery<SubjectRow>(
    db,
    `SELECT id, make_id, model_id, generation_id, body_type, year, mileage, engine_power, engine_capacity,
       fuel_type, gearbox, door_count, cardinality(equipment) AS equipment_count, price_lei, currency, is_new, price_indicator,
       created_at >= $3::timestamptz - make_interval(months => $4) AS recent
     FROM adverts
     WHERE category_id = $1 AND status = 'active' AND make_id = ANY($2::int[])`,
    [CARS_CATEGORY_ID, [...makeIds], now.toISOString(), COMPARABLES_MONTHS],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    makeId: row.make_id,
    modelId: row.model_id,
    generationId: row.generation_id,
    bodyType: row.body_type,
    year: row.year,
    mileage: row.mileage,
    enginePower: row.engine_power,
    engineCapacity: row.engine_capacity,
    fuelType: row.fuel_type,
    gearbox: row.gearbox,
    doorCount: row.door_count,
    equipmentCount: Number(row.equipment_count),
    priceLei: Number(row.price_lei),
    currency: row.currency,
    isNew: row.is_new,
    recent: row.recent,
    previousLevel: row.price_indicator,
  }));
}

/** Makes with active car adverts. */
export async function carMakes(db: Db): Promise<number[]> {
  const rows = await rawQuery<{ make_id: number }>(
    db,
    `SELECT DISTINCT make_id FROM adverts WHERE category_id = $1 AND status = 'active' AND make_id IS NOT NULL ORDER BY make_id`,
    [CARS_CATEGORY_ID],
  );
  return rows.map((row) => row.make_id);
}

/** Active car adverts with no computation yet or edited since the last one. */
export async function changedAdverts(db: Db, limit: number): Promise<{ id: number; makeId: number }[]> {
  const rows = await rawQuery<{ id: string | number; make_id: number }>(
    db,
    `SELECT a.id, a.make_id FROM adverts a
     LEFT JOIN price_indicators p ON p.advert_id = a.id
     WHERE a.category_id = $1 AND a.status = 'active' AND a.make_id IS NOT NULL
       AND (p.advert_id IS NULL OR greatest(a.updated_at, a.last_edited_at) > p.computed_at)
     ORDER BY a.id LIMIT $2`,
    [CARS_CATEGORY_ID, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), makeId: row.make_id }));
}

/** Stores results: the details row (upsert) and the advert's level where it changed. */
export async function writeResults(db: Db, results: readonly PriceIndicatorResult[], now: Date): Promise<void> {
  if (results.length === 0) return;
  const column = <T>(pick: (r: PriceIndicatorResult) => T) => results.map(pick);
  await rawQuery(
    db,
    `INSERT INTO price_indicators (advert_id, level, none_reason, expected_low, expected_median, expected_high,
       comparables_count, segment_level, top_attributes, residual_spread, computed_at)
     SELECT u.advert_id, u.level, u.none_reason, u.low, u.median, u.high, u.count, u.segment, u.top::jsonb, u.spread, $11::timestamptz
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::text[], $9::text[], $10::real[])
       AS u(advert_id, level, none_reason, low, median, high, count, segment, top, spread)
     ON CONFLICT (advert_id) DO UPDATE SET level = excluded.level, none_reason = excluded.none_reason,
       expected_low = excluded.expected_low, expected_median = excluded.expected_median,
       expected_high = excluded.expected_high, comparables_count = excluded.comparables_count,
       segment_level = excluded.segment_level, top_attributes = excluded.top_attributes,
       residual_spread = excluded.residual_spread, computed_at = excluded.computed_at`,
    [
      column((r) => r.advertId),
      column((r) => r.level),
      column((r) => r.noneReason),
      column((r) => r.expectedLow),
      column((r) => r.expectedMedian),
      column((r) => r.expectedHigh),
      column((r) => r.comparablesCount),
      column((r) => r.segmentLevel),
      column((r) => JSON.stringify(r.topAttributes)),
      column((r) => r.residualSpread),
      now.toISOString(),
    ],
  );
  await rawQuery(
    db,
    `UPDATE adverts a SET price_indicator = u.level
     FROM unnest($1::bigint[], $2::text[]) AS u(id, level)
     WHERE a.id = u.id AND a.price_indicator <> u.level`,
    [column((r) => r.advertId), column((r) => r.level)],
  );
}
