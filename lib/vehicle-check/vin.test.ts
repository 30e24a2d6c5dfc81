/** The VIN's form, make, model year and check digit, on real VINs (docs/vehicle-check.md). */
import { describe, expect, it } from 'vitest';
import { checkDigitWarning, decodeVin, normalizeVin, vinCheckCharacter, vinModelYear, vinProblem } from './vin';
import { isMercedesTruck, wmiMake } from './wmi';

const NOW = new Date('2026-11-27T12:00:00.000Z');

describe('vinProblem', () => {
  it.each([
    ['', 'empty'],
    ['WVWZZZ1JZ3W38675', 'length'],
    ['WVWZZZ1JZ3W3867522', 'length'],
    ['WVWZZZ1JZ3W38675I', 'forbiddenLetters'],
    ['WVWZZZ1JZ3W3867O2', 'forbiddenLetters'],
    ['QVWZZZ1JZ3W386752', 'forbiddenLetters'],
    ['WVWZZZ1JZ3W38675!', 'characters'],
    ['WVWZZZ1JZ3W386752', null],
    ['1HGCM82633A004352', null],
  ])('%s → %s', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
  });

  it('normalises spaces, hyphens and lower case', () => {
    expect(normalizeVin(' wvwzzz 1jz3w-386752 ')).toBe('WVWZZZ1JZ3W386752');
  });
});

describe('check digit (position 9)', () => {
  it('passes on North-American VINs that carry it', () => {
    expect(vinCheckCharacter('1HGCM82633A004352')).toBe('3');
    expect(vinCheckCharacter('1M8GDM9AXKP042788')).toBe('X');
    expect(checkDigitWarning('1HGCM82633A004352')).toBe(false);
    expect(checkDigitWarning('1M8GDM9AXKP042788')).toBe(false);
  });

  it('warns on a North-American VIN with a typo', () => {
    expect(checkDigitWarning('1HGCM82643A004352')).toBe(true);
  });

  it('never warns on a European VIN, which need not carry it', () => {
    expect(vinCheckCharacter('WVWZZZ1JZ3W386752')).not.toBe('Z');
    expect(checkDigitWarning('WVWZZZ1JZ3W386752')).toBe(false);
  });
});

describe('model year (position 10, 30-year cycle)', () => {
  it('takes the most recent year not after next year without a hint', () => {
    expect(vinModelYear('WVWZZZ1JZ3W386752', null, NOW)).toBe(2003);
    expect(vinModelYear('WVWZZZ1JZTW386752', null, NOW)).toBe(2026);
    expect(vinModelYear('WVWZZZ1JZVW386752', null, NOW)).toBe(2027);
    // W is 1998 or 2028: 2028 is in the future, so 1998.
    expect(vinModelYear('WVWZZZ1JZWW386752', null, NOW)).toBe(1998);
    // R is 1994 or 2024.
    expect(vinModelYear('WVWZZZ1JZRW386752', null, NOW)).toBe(2024);
  });

  it('takes the candidate consistent with the given year', () => {
    expect(vinModelYear('WVWZZZ1JZRW386752', 1995, NOW)).toBe(1994);
    expect(vinModelYear('WVWZZZ1JZRW386752', 2023, NOW)).toBe(2024);
    expect(vinModelYear('WVWZZZ1JZAW386752', 1981, NOW)).toBe(1980);
  });

  it('is null for characters that are no year code (0, U, Z)', () => {
    expect(vinModelYear('WVWZZZ1JZ0W386752', null, NOW)).toBeNull();
    expect(vinModelYear('WVWZZZ1JZZW386752', 2003, NOW)).toBeNull();
    expect(vinModelYear('WVWZZZ1JZUW386752', 2003, NOW)).toBeNull();
  });
});

describe('manufacturer (WMI)', () => {
  it.each([
    ['UU1HSDAAG49876543', 'dacia'],
    ['WVWZZZ1JZ3W386752', 'volkswagen'],
    ['WV2ZZZ7HZ8H012345', 'volkswagen'],
    ['TMBJJ7NE0J0123456', 'skoda'],
    ['VF1RFB00X57123456', 'renault'],
    ['WF0XXXGCDX8123456', 'ford'],
    ['W0L0AHL3595123456', 'opel'],
    ['WBA3A5C55CF123456', 'bmw'],
    ['WAUZZZ8K9BA123456', 'audi'],
    ['WDD2050421R123456', 'mercedes-benz'],
    ['W1K2050421R123456', 'mercedes-benz'],
    ['SB1KV58E40F123456', 'toyota'],
    ['VF3LCBHZ6JS123456', 'peugeot'],
    ['VF7NCBHZ6JS123456', 'citroen'],
    ['ZFA31200000123456', 'fiat'],
    ['YV1ZW25UDL1234567', 'volvo'],
    ['VSSZZZ5FZJR123456', 'seat'],
    ['SALGA2BE8KA123456', 'land-rover'],
    ['5YJ3E7EB2KF123456', 'tesla'],
    ['YS2R4X20005123456', 'scania'],
    ['YV2RT40A5KB123456', 'volvo'],
    ['WMA06XZZ8KM123456', 'man'],
    ['XLRTEH4300G123456', 'daf'],
    ['ZCFC135D005123456', 'iveco'],
    ['1HGCM82633A004352', 'honda'],
  ])('%s → %s', (vin, slug) => {
    expect(wmiMake(vin)?.slug).toBe(slug);
  });

  it('knows Mercedes-Benz trucks by WDB9', () => {
    expect(isMercedesTruck('WDB9634031L123456')).toBe(true);
    expect(wmiMake('WDB9634031L123456')?.slug).toBe('mercedes-benz');
    expect(isMercedesTruck('WDB2030461A123456')).toBe(false);
  });

  it('says so when a code is not one of ours, instead of guessing', () => {
    expect(wmiMake('1M8GDM9AXKP042788')).toBeNull();
    expect(decodeVin('1M8GDM9AXKP042788', null, NOW)).toEqual({
      vin: '1M8GDM9AXKP042788',
      wmi: '1M8',
      make: null,
      modelYear: 2019,
      checkDigitWarning: false,
    });
  });
});
