/**
 * The sandbox national register (docs/vehicle-check.md, "The sandbox register"): believable,
 * made-up answers that depend only on what is asked and on our catalogue, so the same VIN or
 * plate always gives the same vehicle. Its rules:
 *
 * - a VIN ending in 000000, a plate whose number is all zeros (CJ 00 ABC), a plate that is not a
 *   standard one (temporary, test, diplomatic, army, MAI) → no match;
 * - by VIN: the make of its manufacturer code (no match when the code is not one of our makes),
 *   the model drawn among that make's models by a hash of the VIN, the year of position 10 (the
 *   most recent reading not after next year), a version of the generation built that year;
 * - by plate only: the make drawn among the car makes by a hash of the plate, then as above with a
 *   year drawn between 2005 and last year;
 * - first registration: the year and a month drawn (never after this month); county: the plate's
 *   county, else one drawn.
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { COUNTY_CODES, decodePlate } from '@/lib/vehicle-check/plate';
import { vinModelYear } from '@/lib/vehicle-check/vin';
import { wmiMake } from '@/lib/vehicle-check/wmi';
import type { Db } from '@/server/db/client';
import { generations, makes, models, versions } from '@/server/db/schema/catalogue';
import type { RegisterQuery, RegisterRecord, VehicleRegister } from './register.types';

const CARS = 29;

/** Draws from a SHA-256 of the key: draw(n, k) is the k-th number in 0..n-1. */
function drawer(key: string): (n: number, k: number) => number {
  const digest = createHash('sha256').update(`register-sandbox:${key}`).digest();
  return (n, k) => (n <= 0 ? 0 : digest.readUInt32BE((k % 7) * 4) % n);
}

async function makeOf(db: Db, query: RegisterQuery, draw: (n: number, k: number) => number) {
  if (query.vin) {
    const known = wmiMake(query.vin);
    if (!known) return null;
    const [row] = await db.select({ id: makes.id, name: makes.name }).from(makes).where(eq(makes.slug, known.slug));
    return row ?? null;
  }
  const cars = await db
    .select({ id: makes.id, name: makes.name })
    .from(makes)
    .where(sql`${CARS} = any(${makes.categoryIds})`)
    .orderBy(asc(makes.slug));
  return cars[draw(cars.length, 0)] ?? null;
}

async function versionOf(db: Db, modelId: number, year: number, draw: (n: number, k: number) => number) {
  const gens = await db
    .select({ id: generations.id, from: generations.yearFrom, to: generations.yearTo })
    .from(generations)
    .where(eq(generations.modelId, modelId))
    .orderBy(asc(generations.yearFrom), asc(generations.id));
  const gen = gens.find((g) => g.from <= year && (g.to ?? 9999) >= year) ?? gens[gens.length - 1];
  if (!gen) return null;
  const list = await db
    .select({
      fuelType: versions.fuelType,
      engineCapacity: versions.engineCapacity,
      enginePower: versions.enginePower,
      from: versions.yearFrom,
      to: versions.yearTo,
    })
    .from(versions)
    .where(eq(versions.generationId, gen.id))
    .orderBy(asc(versions.id));
  const built = list.filter((v) => (v.from ?? 0) <= year && (v.to ?? 9999) >= year);
  const pool = built.length > 0 ? built : list;
  return pool[draw(pool.length, 3)] ?? null;
}

function noMatch(query: RegisterQuery): boolean {
  if (query.vin?.endsWith('000000')) return true;
  if (query.plate === null) return false;
  const plate = decodePlate(query.plate);
  if (!('decoded' in plate) || plate.decoded.kind !== 'standard') return true;
  return /^[A-Z]+0+[A-Z]+$/.test(plate.decoded.plate);
}

async function lookup(db: Db, query: RegisterQuery, now: Date): Promise<RegisterRecord | null> {
  if ((!query.vin && !query.plate) || noMatch(query)) return null;
  const draw = drawer(query.vin ?? query.plate ?? '');
  const make = await makeOf(db, query, draw);
  if (!make) return null;
  const list = await db
    .select({ id: models.id, name: models.name })
    .from(models)
    .where(eq(models.makeId, make.id))
    .orderBy(asc(models.slug));
  const model = list[draw(list.length, 1)];
  if (!model) return null;
  const thisYear = now.getUTCFullYear();
  const year = (query.vin ? vinModelYear(query.vin, null, now) : null) ?? 2005 + draw(thisYear - 2005, 2);
  const version = await versionOf(db, model.id, year, draw);
  const lastMonth = year >= thisYear ? now.getUTCMonth() + 1 : 12;
  const month = 1 + draw(lastMonth, 4);
  const plateCounty = query.plate ? decodePlate(query.plate) : null;
  const county =
    plateCounty && 'decoded' in plateCounty
      ? plateCounty.decoded.countyCode
      : COUNTY_CODES[draw(COUNTY_CODES.length, 5)];
  return {
    makeId: make.id,
    makeName: make.name,
    modelId: model.id,
    modelName: model.name,
    year,
    fuelType: version?.fuelType ?? null,
    engineCapacity: version?.engineCapacity ?? null,
    enginePower: version?.enginePower ?? null,
    firstRegistration: year <= thisYear ? `${year}-${String(month).padStart(2, '0')}` : null,
    countyCode: county ?? null,
  };
}

/** The sandbox register. */
export const sandboxRegister: VehicleRegister = { id: 'sandbox', sandbox: true, lookup };
