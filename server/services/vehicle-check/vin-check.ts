/**
 * The VIN check (SPEC §4 VIN check results; docs/vehicle-check.md): the VIN's form, what it says
 * (make of the manufacturer code, model year of position 10, the North-American check digit as a
 * warning) compared with the seller's make and year, duplicates among the other ACTIVE adverts,
 * and the register's answer for the autofill.
 */
import { and, eq, ne } from 'drizzle-orm';
import { decodeVin, normalizeVin, vinProblem } from '@/lib/vehicle-check/vin';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { makes, models } from '@/server/db/schema/catalogue';
import { UserInputError } from '@/server/services/ads.types';
import { cachedSiteWideFlags } from '@/server/services/experiments';
import { countLookup, type LookupVisitor } from './lookup-throttle';
import { registerDataOf, vehicleRegister, type RegisterDataDto } from './register';

/** What the VIN field sends. */
export interface VinCheckInput {
  readonly vin: string;
  readonly makeId?: number | null;
  readonly modelId?: number | null;
  readonly year?: number | null;
  /** The advert being edited: its own VIN is no duplicate. */
  readonly advertId?: string | null;
}

/** What checkVin needs. */
export interface VehicleCheckDeps {
  readonly db: Db;
  /** Keys the hash of the client address (throttling). */
  readonly secret: string;
  readonly now: Date;
}

export type VinCheckResultCode = 'VERIFIED' | 'NOT_VERIFIED' | 'DUPLICATED';
export type VinCheckReasonCode = 'MAKE_MISMATCH' | 'YEAR_MISMATCH' | 'UNKNOWN_MANUFACTURER';

/** The check, as Query.checkVin answers it. */
export interface VinCheckDto {
  readonly vin: string;
  readonly result: VinCheckResultCode;
  readonly reasons: VinCheckReasonCode[];
  readonly wmi: string;
  readonly decodedMakeId: number | null;
  readonly decodedMakeName: string | null;
  readonly modelYear: number | null;
  readonly checkDigitWarning: boolean;
  readonly vehicle: { make: string | null; model: string | null; year: number | null };
  readonly register: RegisterDataDto | null;
}

const unknownVehicle = (field: string) =>
  new UserInputError('errors:vehicleCheck.unknownVehicle', 'This make or model is not in the catalogue.', field);

async function chosenVehicle(db: Db, input: VinCheckInput) {
  const make = input.makeId ? (await db.select().from(makes).where(eq(makes.id, input.makeId)))[0] : undefined;
  if (input.makeId && !make) throw unknownVehicle('makeId');
  const model = input.modelId ? (await db.select().from(models).where(eq(models.id, input.modelId)))[0] : undefined;
  if (input.modelId && (!model || (make && model.makeId !== make.id))) throw unknownVehicle('modelId');
  return { make: make ?? null, model: model ?? null };
}

/** Another active advert with this VIN (not `advertId`). */
export async function isVinDuplicated(db: Db, vin: string, advertId: string | null | undefined): Promise<boolean> {
  const own = advertId && /^[1-9]\d{0,15}$/.test(advertId) ? Number(advertId) : null;
  const [row] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.vin, vin), eq(adverts.status, 'active'), own === null ? undefined : ne(adverts.id, own)))
    .limit(1);
  return row !== undefined;
}

/** Query.checkVin. */
export async function checkVin(
  deps: VehicleCheckDeps,
  input: VinCheckInput,
  visitor: LookupVisitor,
): Promise<VinCheckDto> {
  const vin = normalizeVin(input.vin);
  const problem = vinProblem(vin);
  if (problem) throw new UserInputError(`errors:vehicleCheck.vin.${problem}`, 'This is not a VIN.', 'vin');
  const year = input.year && input.year > 1900 && input.year < 2100 ? input.year : null;
  const chosen = await chosenVehicle(deps.db, input);
  await countLookup(deps.db, deps.secret, visitor, deps.now);
  const decoded = decodeVin(vin, year, deps.now);
  const [decodedMake] = decoded.make ? await deps.db.select().from(makes).where(eq(makes.slug, decoded.make.slug)) : [];
  const reasons: VinCheckReasonCode[] = [];
  if (!decoded.make) reasons.push('UNKNOWN_MANUFACTURER');
  else if (chosen.make && chosen.make.slug !== decoded.make.slug) reasons.push('MAKE_MISMATCH');
  // Model year and year of manufacture may differ by one (a 2020 model built in 2019).
  if (year !== null && decoded.modelYear !== null && Math.abs(decoded.modelYear - year) > 1)
    reasons.push('YEAR_MISMATCH');
  const duplicated = await isVinDuplicated(deps.db, vin, input.advertId);
  const register = vehicleRegister();
  // The register is not asked while registerBanners is off (issue 15): no register data then.
  const registerOn = (await cachedSiteWideFlags(deps.db)).registerBanners;
  const record = registerOn ? await register.lookup(deps.db, { vin, plate: null }, deps.now) : null;
  return {
    vin,
    result: duplicated ? 'DUPLICATED' : reasons.length > 0 ? 'NOT_VERIFIED' : 'VERIFIED',
    reasons,
    wmi: decoded.wmi,
    decodedMakeId: decodedMake?.id ?? null,
    decodedMakeName: decodedMake?.name ?? decoded.make?.name ?? null,
    modelYear: decoded.modelYear,
    checkDigitWarning: decoded.checkDigitWarning,
    vehicle: {
      make: chosen.make?.name ?? decodedMake?.name ?? decoded.make?.name ?? null,
      model: chosen.model?.name ?? null,
      year: year ?? decoded.modelYear,
    },
    register: registerDataOf(record, register),
  };
}
