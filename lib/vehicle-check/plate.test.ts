/** Romanian registration numbers: kinds, counties and the letter rules (docs/vehicle-check.md). */
import { describe, expect, it } from 'vitest';
import { decodePlate, plateProblem } from './plate';

describe('decodePlate', () => {
  it.each([
    ['CJ 12 ABC', 'standard', 'CJ', 'CJ 12 ABC'],
    ['cj-05-xyz', 'standard', 'CJ', 'CJ 05 XYZ'],
    ['B 12 ABC', 'standard', 'B', 'B 12 ABC'],
    ['B123ABC', 'standard', 'B', 'B 123 ABC'],
    ['IS 99 ZZZ', 'standard', 'IS', 'IS 99 ZZZ'],
    ['CJ 012345', 'temporary', 'CJ', 'CJ 012345'],
    ['B 0123', 'temporary', 'B', 'B 0123'],
    ['TM PROBE 123', 'probe', 'TM', 'TM PROBE 123'],
    ['CD 123456', 'diplomatic', null, 'CD 123456'],
    ['TC 1234', 'diplomatic', null, 'TC 1234'],
    ['CO 123', 'diplomatic', null, 'CO 123'],
    ['A 12345', 'army', null, 'A 12345'],
    ['MAI 12345', 'mai', null, 'MAI 12345'],
  ])('%s is a %s plate of %s', (typed, kind, countyCode, formatted) => {
    expect(decodePlate(typed)).toEqual({
      decoded: { plate: typed.replace(/[\s-]/g, '').toUpperCase(), kind, countyCode, formatted },
    });
  });

  it.each([
    ['', 'empty'],
    ['CJ 12 AB!', 'characters'],
    ['XX 12 ABC', 'county'],
    ['CJ 123 ABC', 'format'],
    ['B 1234 ABC', 'format'],
    ['CJ 12 AB', 'format'],
    ['CJ 12 IAB', 'letters'],
    ['CJ 12 OAB', 'letters'],
    ['CJ 12 AQB', 'letters'],
    ['B 12 POL', 'reserved'],
    ['CJ 123456', 'format'],
  ])('%s is refused: %s', (typed, problem) => {
    expect(plateProblem(typed)).toBe(problem);
  });

  it('allows I and O after the first letter', () => {
    expect(plateProblem('CJ 12 AIO')).toBeNull();
  });
});
