/**
 * The national vehicle register (SPEC §4 'Verified details'; docs/vehicle-check.md): what it is
 * asked and what it answers. Only the sandbox exists (sandbox-register.ts); a real register (RAR /
 * DRPCIV through a contracted provider) would implement the same interface and be chosen in
 * register.ts by configuration.
 */
import type { Db } from '@/server/db/client';
import type { FuelCode } from '@/server/db/schema/catalogue';

/** A lookup: by VIN, by registration number, or both (normalised, already checked for form). */
export interface RegisterQuery {
  readonly vin: string | null;
  readonly plate: string | null;
}

/** What the register knows about a vehicle. Ids are our catalogue's when the names are in it. */
export interface RegisterRecord {
  readonly makeId: number | null;
  readonly makeName: string;
  readonly modelId: number | null;
  readonly modelName: string;
  readonly year: number | null;
  readonly fuelType: FuelCode | null;
  /** cm³ */
  readonly engineCapacity: number | null;
  /** CP */
  readonly enginePower: number | null;
  /** YYYY-MM */
  readonly firstRegistration: string | null;
  /** counties.code */
  readonly countyCode: string | null;
}

/** A register adapter. */
export interface VehicleRegister {
  /** Stable id (logs, docs). */
  readonly id: string;
  /** Made-up data: labelled "sandbox" wherever it shows. */
  readonly sandbox: boolean;
  /** The vehicle, or null when the register has no match. */
  lookup(db: Db, query: RegisterQuery, now: Date): Promise<RegisterRecord | null>;
}
