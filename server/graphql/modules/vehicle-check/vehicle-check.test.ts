/**
 * The vehicle-check module through the real GraphQL endpoint: checkVin and decodeRegistration
 * answer, malformed input is BAD_USER_INPUT with an i18n key (never a 500), and the register's
 * data says it is the sandbox's.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')));

const CHECK = `query Test_CheckVin($input: VinCheckInput!) { checkVin(input: $input) {
  vin result reasons wmi decodedMakeName modelYear checkDigitWarning vehicle { make model year }
  register { makeName modelName year fuelType firstRegistration sandbox } } }`;
const DECODE = `query Test_Decode($plate: String!, $vin: String) { decodeRegistration(plate: $plate, vin: $vin) {
  plate formatted kind county { code name } register { makeName countyCode sandbox } } }`;

describe('vehicle-check module', () => {
  it('checks a VIN', async () => {
    const response = await harness.post(CHECK, { input: { vin: 'wvwzzz1jz3w386752', year: 2003 } });
    const check = (response.body.data as { checkVin: Record<string, unknown> }).checkVin;
    expect(check).toMatchObject({
      vin: 'WVWZZZ1JZ3W386752',
      result: 'VERIFIED',
      reasons: [],
      wmi: 'WVW',
      decodedMakeName: 'Volkswagen',
      modelYear: 2003,
      checkDigitWarning: false,
      vehicle: { make: 'Volkswagen', model: null, year: 2003 },
      register: { makeName: 'Volkswagen', year: 2003, sandbox: true },
    });
  });

  it.each([
    ['WVWZZZ1JZ3W38675', 'errors:vehicleCheck.vin.length'],
    ['WVWZZZ1JZ3W38675O', 'errors:vehicleCheck.vin.forbiddenLetters'],
    ['', 'errors:vehicleCheck.vin.empty'],
  ])('refuses VIN %j with BAD_USER_INPUT %s', async (vin, key) => {
    const response = await harness.post(CHECK, { input: { vin } });
    expect(response.status).toBe(200);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', i18nKey: key, field: 'vin' });
  });

  it('decodes a plate to its county and the register', async () => {
    const response = await harness.post(DECODE, { plate: 'cj-12-abc' });
    expect(response.body.data).toMatchObject({
      decodeRegistration: {
        plate: 'CJ12ABC',
        formatted: 'CJ 12 ABC',
        kind: 'STANDARD',
        county: { code: 'CJ', name: 'Cluj' },
        register: { countyCode: 'CJ', sandbox: true },
      },
    });
    const decoded = response.body.data as { decodeRegistration: { register: { makeName: string } } };
    expect(decoded.decodeRegistration.register.makeName.length).toBeGreaterThan(0);
  });

  it('decodes a diplomatic plate without county or register', async () => {
    const response = await harness.post(DECODE, { plate: 'CD 123456' });
    expect(response.body.data).toEqual({
      decodeRegistration: {
        plate: 'CD123456',
        formatted: 'CD 123456',
        kind: 'DIPLOMATIC',
        county: null,
        register: null,
      },
    });
  });

  it.each([
    ['XX 12 ABC', 'errors:vehicleCheck.plate.county'],
    ['CJ 12 QAB', 'errors:vehicleCheck.plate.letters'],
    ['B 1234 ABC', 'errors:vehicleCheck.plate.format'],
  ])('refuses plate %s with BAD_USER_INPUT %s', async (plate, key) => {
    const response = await harness.post(DECODE, { plate });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: key,
      field: 'plate',
    });
  });
});
