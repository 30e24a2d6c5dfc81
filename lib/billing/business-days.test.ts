import { describe, expect, it } from 'vitest';
import {
  businessDaysAfter,
  businessDaysBefore,
  isBusinessDay,
  orthodoxEaster,
  romanianHolidays,
} from './business-days';

describe('orthodoxEaster', () => {
  it.each([
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
  ])('%i -> %s', (year, easter) => {
    expect(orthodoxEaster(year)).toBe(easter);
  });
});

describe('romanianHolidays', () => {
  // Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday of each year.
  it.each([
    [2025, ['2025-04-18', '2025-04-20', '2025-04-21', '2025-06-08', '2025-06-09']],
    [2026, ['2026-04-10', '2026-04-12', '2026-04-13', '2026-05-31', '2026-06-01']],
    [2027, ['2027-04-30', '2027-05-02', '2027-05-03', '2027-06-20', '2027-06-21']],
    [2028, ['2028-04-14', '2028-04-16', '2028-04-17', '2028-06-04', '2028-06-05']],
  ])('%i has the Orthodox movable holidays', (year, movable) => {
    const days = romanianHolidays(year);
    for (const day of movable) expect(days.has(day), day).toBe(true);
  });

  it.each([2025, 2026, 2027, 2028])('%i has the fixed holidays', (year) => {
    const days = romanianHolidays(year);
    for (const md of [
      '01-01',
      '01-02',
      '01-06',
      '01-07',
      '01-24',
      '05-01',
      '06-01',
      '08-15',
      '11-30',
      '12-01',
      '12-25',
      '12-26',
    ]) {
      expect(days.has(`${String(year)}-${md}`), md).toBe(true);
    }
  });

  it('has no other day (2026: 12 fixed + 5 movable, 1 June is both Children\u2019s Day and Pentecost Monday)', () => {
    expect(romanianHolidays(2026).size).toBe(16);
    expect(romanianHolidays(2027).size).toBe(17);
    expect(romanianHolidays(2026).has('2026-04-11')).toBe(false);
  });
});

describe('business days', () => {
  it.each([
    ['2026-03-16', true], // Monday
    ['2026-03-14', false], // Saturday
    ['2026-03-15', false], // Sunday
    ['2026-04-10', false], // Good Friday
    ['2026-04-13', false], // Easter Monday
    ['2026-12-01', false], // National Day (Tuesday)
    ['2026-04-14', true],
  ])('%s is a business day: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each([
    ['2026-03-30', 2, '2026-03-26'], // Monday -> Friday (1), Thursday (2)
    ['2026-03-25', 2, '2026-03-23'],
    ['2026-04-14', 2, '2026-04-08'], // over Easter: 13, 12, 11, 10 are not business days
    ['2026-01-08', 2, '2025-12-31'], // Monday 5 (1), over 1-2 January (2)
    ['2027-12-28', 3, '2027-12-23'], // Monday 27 (1), Friday 24 (2), over Christmas on a weekend (3)
  ])('%s minus %i business days is %s', (day, count, expected) => {
    expect(businessDaysBefore(day, count)).toBe(expected);
  });

  it('counts forwards too', () => {
    expect(businessDaysAfter('2026-04-09', 1)).toBe('2026-04-14');
    expect(businessDaysAfter('2026-11-27', 2)).toBe('2026-12-03'); // Fri; Mon 30 Nov and Tue 1 Dec are holidays
  });

  it('refuses a count below 1', () => {
    expect(() => businessDaysBefore('2026-03-30', 0)).toThrow(RangeError);
  });
});
