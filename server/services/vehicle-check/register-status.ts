/**
 * 'Verified details' (SPEC §4): the register status an advert is published with, and the check
 * that later moves 'pending' adverts to 'verified' (with the verified_details badge) or 'failed'
 * by comparing the register's answer with the advert. Users are promised an answer within 2
 * business days; the sandbox answers after REGISTER_CHECK_DELAY_MINUTES.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { PostingValues } from '@/lib/posting/posting-values';
import { normalizePlate, plateProblem } from '@/lib/vehicle-check/plate';
import { normalizeVin, vinProblem } from '@/lib/vehicle-check/vin';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { vehicleRegister } from './register';
import type { RegisterRecord, VehicleRegister } from './register.types';

/**
 * The register status of an advert being published: null when neither a VIN nor a registration
 * number was given (nothing to verify) or the register is off (registerBanners, issue 15: the form
 * asks no consent then), 'pending' when the seller agreed to the check, else 'no_consent'.
 */
export function registerStatusOnPublish(values: PostingValues, registerOn = true): 'pending' | 'no_consent' | null {
  if (!registerOn) return null;
  if (values.vin.trim() === '' && values.registrationNumber.trim() === '') return null;
  return values.registerConsent ? 'pending' : 'no_consent';
}

/** What the advert says about the vehicle. */
interface AdvertVehicle {
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly year: number | null;
}

/** The register's answer agrees with the advert: same make and model, year within one. */
export function registerMatches(record: RegisterRecord | null, advert: AdvertVehicle): boolean {
  if (!record || record.makeId === null || record.modelId === null) return false;
  if (record.makeId !== advert.makeId || record.modelId !== advert.modelId) return false;
  return advert.year === null || record.year === null || Math.abs(record.year - advert.year) <= 1;
}

/** What one run did. */
export interface RegisterRun {
  readonly verified: number;
  readonly failed: number;
}

/** Adverts taken per run (the next run takes the rest). */
const BATCH = 200;

/**
 * Checks the active adverts waiting ('pending') for longer than `delayMs`. Idempotent: an advert
 * is updated only while still pending, so two workers never decide one twice.
 */
export async function verifyPendingRegisters(
  db: Db,
  now: Date,
  delayMs: number,
  register: VehicleRegister = vehicleRegister(),
): Promise<RegisterRun> {
  const due = await db
    .select({
      id: adverts.id,
      vin: adverts.vin,
      plate: adverts.registrationNumber,
      makeId: adverts.makeId,
      modelId: adverts.modelId,
      year: adverts.year,
    })
    .from(adverts)
    .where(
      and(
        eq(adverts.registerStatus, 'pending'),
        eq(adverts.status, 'active'),
        lte(adverts.createdAt, new Date(now.getTime() - delayMs)),
      ),
    )
    .orderBy(asc(adverts.createdAt), asc(adverts.id))
    .limit(BATCH);
  let verified = 0;
  let failed = 0;
  for (const advert of due) {
    const vin = advert.vin ? normalizeVin(advert.vin) : '';
    const plate = advert.plate ? normalizePlate(advert.plate) : '';
    const query = {
      vin: vin && vinProblem(vin) === null ? vin : null,
      plate: plate && plateProblem(plate) === null ? plate : null,
    };
    const record = query.vin || query.plate ? await register.lookup(db, query, now) : null;
    const ok = registerMatches(record, advert);
    const badges = ok
      ? sql`case when 'verified_details' = any(${adverts.badges}) then ${adverts.badges} else array_append(${adverts.badges}, 'verified_details') end`
      : sql`array_remove(${adverts.badges}, 'verified_details')`;
    const updated = await db
      .update(adverts)
      .set({ registerStatus: ok ? 'verified' : 'failed', badges, updatedAt: now })
      .where(and(eq(adverts.id, advert.id), eq(adverts.registerStatus, 'pending')))
      .returning({ id: adverts.id });
    if (updated.length === 0) continue;
    if (ok) verified += 1;
    else failed += 1;
  }
  return { verified, failed };
}
