/**
 * The VIN check, the sandbox register and the 'Verified details' job on a seeded PGlite database:
 * duplicates among ACTIVE adverts only (the edited advert excluded), the sandbox's deterministic
 * rules, and pending adverts moved to verified (with the badge) or failed once due.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { makes } from '@/server/db/schema/catalogue';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from '@/server/services/ads.types';
import { setTeamFlag } from '@/server/services/experiments-team';
import { VEHICLE_LOOKUPS_PER_HOUR } from './lookup-throttle';
import { registerStatusOnPublish, verifyPendingRegisters } from './register-status';
import { sandboxRegister } from './sandbox-register';
import { decodeRegistration } from './registration';
import { checkVin, isVinDuplicated } from './vin-check';

let t: TestDb;
let db: Db;
const NOW = new Date(TEST_NOW.getTime() + 86_400_000);
const deps = () => ({ db, secret: 'test-secret-test-secret', now: NOW });
let visitors = 0;
/** A new visitor per call, so the hourly limit is tested only where meant. */
const visitor = () => ({ userId: null, mainAccountId: null, address: `10.0.0.${(visitors += 1)}` });

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
});
afterAll(async () => t.close());

async function activeWithVin() {
  const [row] = await db
    .select({ id: adverts.id, vin: adverts.vin, makeId: adverts.makeId, year: adverts.year })
    .from(adverts)
    .where(and(eq(adverts.status, 'active'), isNotNull(adverts.vin), isNotNull(adverts.makeId)))
    .orderBy(adverts.id)
    .limit(1);
  return row!;
}

describe('duplicate VIN', () => {
  it('is another active advert with the same VIN, never the edited advert itself', async () => {
    const advert = await activeWithVin();
    expect(await isVinDuplicated(db, advert.vin!, null)).toBe(true);
    expect(await isVinDuplicated(db, advert.vin!, String(advert.id))).toBe(false);
    const check = await checkVin(deps(), { vin: advert.vin!.toLowerCase(), makeId: advert.makeId }, visitor());
    expect(check.result).toBe('DUPLICATED');
    const own = await checkVin(deps(), { vin: advert.vin!, advertId: String(advert.id) }, visitor());
    expect(own.result).not.toBe('DUPLICATED');
  });

  it('does not count archived adverts', async () => {
    const advert = await activeWithVin();
    await db.update(adverts).set({ status: 'archived' }).where(eq(adverts.id, advert.id));
    try {
      expect(await isVinDuplicated(db, advert.vin!, null)).toBe(false);
    } finally {
      await db.update(adverts).set({ status: 'active' }).where(eq(adverts.id, advert.id));
    }
  });
});

describe('checkVin', () => {
  it('verifies a VIN whose make and year match, and says which make and year it is', async () => {
    const check = await checkVin(deps(), { vin: 'WVWZZZ1JZ3W386752', year: 2003 }, visitor());
    expect(check).toMatchObject({
      vin: 'WVWZZZ1JZ3W386752',
      result: 'VERIFIED',
      reasons: [],
      wmi: 'WVW',
      decodedMakeName: 'Volkswagen',
      modelYear: 2003,
      checkDigitWarning: false,
      vehicle: { make: 'Volkswagen', model: null, year: 2003 },
    });
    expect(check.register?.makeName).toBe('Volkswagen');
    expect(check.register?.sandbox).toBe(true);
  });

  it('does not verify a VIN of another make or year, and warns on a North-American typo', async () => {
    const [dacia] = await db.select({ id: makes.id }).from(makes).where(eq(makes.slug, 'dacia'));
    const check = await checkVin(deps(), { vin: 'WVWZZZ1JZ3W386752', makeId: dacia!.id, year: 2015 }, visitor());
    expect(check.result).toBe('NOT_VERIFIED');
    expect(check.reasons).toEqual(['MAKE_MISMATCH', 'YEAR_MISMATCH']);
    expect(check.vehicle.make).toBe('Dacia');
    const typo = await checkVin(deps(), { vin: '1HGCM82643A004352' }, visitor());
    expect(typo.checkDigitWarning).toBe(true);
    expect(typo.decodedMakeName).toBe('Honda');
  });

  it('refuses a malformed VIN and unknown catalogue ids with their keys', async () => {
    await expect(checkVin(deps(), { vin: 'WVWZZZ1JZ3W38675' }, visitor())).rejects.toMatchObject({
      key: 'errors:vehicleCheck.vin.length',
      field: 'vin',
    });
    await expect(checkVin(deps(), { vin: 'WVWZZZ1JZ3W386752', makeId: 999_999 }, visitor())).rejects.toMatchObject({
      key: 'errors:vehicleCheck.unknownVehicle',
      field: 'makeId',
    });
  });

  it(`stops one visitor after ${VEHICLE_LOOKUPS_PER_HOUR} lookups an hour`, async () => {
    const one = visitor();
    for (let i = 0; i < VEHICLE_LOOKUPS_PER_HOUR; i += 1) await checkVin(deps(), { vin: 'WVWZZZ1JZ3W386752' }, one);
    const refused = checkVin(deps(), { vin: 'WVWZZZ1JZ3W386752' }, one);
    await expect(refused).rejects.toBeInstanceOf(UserInputError);
    await expect(refused).rejects.toMatchObject({ key: 'errors:vehicleCheck.tooMany' });
    const later = { ...deps(), now: new Date(NOW.getTime() + 3_600_001) };
    await expect(checkVin(later, { vin: 'WVWZZZ1JZ3W386752' }, one)).resolves.toMatchObject({ wmi: 'WVW' });
  });
});

describe('the sandbox register', () => {
  it('answers the same vehicle for the same VIN, of the VIN make and year', async () => {
    const a = await sandboxRegister.lookup(db, { vin: 'TMBJJ7NE0J0123456', plate: null }, NOW);
    const b = await sandboxRegister.lookup(db, { vin: 'TMBJJ7NE0J0123456', plate: null }, NOW);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ makeName: 'Skoda', year: 2018 });
    expect(a?.modelId).toEqual(expect.any(Number));
    expect(a?.firstRegistration).toMatch(/^2018-(0[1-9]|1[0-2])$/);
  });

  it('keeps the county of the plate', async () => {
    const r = await sandboxRegister.lookup(db, { vin: null, plate: 'CJ12ABC' }, NOW);
    expect(r?.countyCode).toBe('CJ');
    expect(r?.year).toBeGreaterThanOrEqual(2005);
  });

  it.each([
    ['WVWZZZ1JZ3W000000', null],
    [null, 'CJ00ABC'],
    [null, 'CJ012345'],
    [null, 'CD123456'],
    ['1M8GDM9AXKP042788', null],
  ])('has no match for VIN %s / plate %s', async (vin, plate) => {
    expect(await sandboxRegister.lookup(db, { vin, plate }, NOW)).toBeNull();
  });
});

describe("'Verified details'", () => {
  it('is asked for only when a VIN or a plate is given, pending with consent', () => {
    expect(registerStatusOnPublish(EMPTY_POSTING_VALUES)).toBeNull();
    expect(registerStatusOnPublish({ ...EMPTY_POSTING_VALUES, vin: ' ', registrationNumber: '' })).toBeNull();
    expect(registerStatusOnPublish({ ...EMPTY_POSTING_VALUES, vin: 'WVWZZZ1JZ3W386752' })).toBe('no_consent');
    expect(
      registerStatusOnPublish({ ...EMPTY_POSTING_VALUES, registrationNumber: 'CJ 12 ABC', registerConsent: true }),
    ).toBe('pending');
  });

  it('is not asked for while the register is off (registerBanners)', () => {
    const consented = { ...EMPTY_POSTING_VALUES, registrationNumber: 'CJ 12 ABC', registerConsent: true };
    expect(registerStatusOnPublish(consented, false)).toBeNull();
    expect(registerStatusOnPublish({ ...consented, registerConsent: false }, false)).toBeNull();
    expect(registerStatusOnPublish(consented, true)).toBe('pending');
  });

  it('moves due pending adverts to verified (badge) or failed, once, and leaves the others', async () => {
    const rows = await db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.status, 'active'))
      .orderBy(adverts.id)
      .limit(4);
    const [match, mismatch, notDue, noVehicle] = rows.map((r) => r.id) as [number, number, number, number];
    const vin = 'WBA3A5C55CF123456';
    const record = (await sandboxRegister.lookup(db, { vin, plate: null }, NOW))!;
    const old = new Date(NOW.getTime() - 10 * 60_000);
    const base = { registerStatus: 'pending' as const, createdAt: old, badges: [] };
    await db
      .update(adverts)
      .set({
        ...base,
        vin,
        registrationNumber: null,
        makeId: record.makeId,
        modelId: record.modelId,
        year: record.year,
      })
      .where(eq(adverts.id, match));
    await db
      .update(adverts)
      .set({ ...base, vin, registrationNumber: null, makeId: record.makeId, modelId: null, year: record.year })
      .where(eq(adverts.id, mismatch));
    await db
      .update(adverts)
      .set({ ...base, vin, createdAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(adverts.id, notDue));
    await db
      .update(adverts)
      .set({ ...base, vin: null, registrationNumber: null })
      .where(eq(adverts.id, noVehicle));

    const run = await verifyPendingRegisters(db, NOW, 5 * 60_000);
    expect(run).toEqual({ verified: 1, failed: 2 });
    const status = async (id: number) =>
      (await db.select({ s: adverts.registerStatus, b: adverts.badges }).from(adverts).where(eq(adverts.id, id)))[0];
    expect(await status(match)).toEqual({ s: 'verified', b: ['verified_details'] });
    expect(await status(mismatch)).toEqual({ s: 'failed', b: [] });
    expect(await status(notDue)).toMatchObject({ s: 'pending' });
    expect(await status(noVehicle)).toEqual({ s: 'failed', b: [] });
    // A second run has nothing left that is due.
    expect(await verifyPendingRegisters(db, NOW, 5 * 60_000)).toEqual({ verified: 0, failed: 0 });
  });
});

describe('the register behind registerBanners', () => {
  it.each([true, false])(
    'with the flag %s, the VIN check and the plate decoder carry its data only when on',
    async (on) => {
      await setTeamFlag(db, { name: 'registerBanners', enabled: on });
      try {
        const vin = await checkVin(deps(), { vin: 'TMBJJ7NE0J0123456' }, visitor());
        expect(vin.wmi).toBe('TMB');
        expect(vin.register !== null).toBe(on);
        const plate = await decodeRegistration(deps(), 'CJ 12 ABC', null, visitor());
        expect(plate.county).toMatchObject({ code: 'CJ' });
        expect(plate.register !== null).toBe(on);
      } finally {
        await setTeamFlag(db, { name: 'registerBanners', enabled: true });
      }
    },
  );
});
