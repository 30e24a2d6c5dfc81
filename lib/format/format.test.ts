import { formatDate, formatMonthYear, formatYear } from './date';
import { formatNumber } from './number';
import { formatPrice } from './price';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [1500, '1.500'],
    [12500, '12.500'],
    [125000, '125.000'],
    [1234567, '1.234.567'],
    [12499.6, '12.500'],
    [-4500, '-4.500'],
    [Number.NaN, ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [12500, 'EUR', '12.500 EUR'],
    [45000, 'LEI', '45.000 LEI'],
    [1500, 'LEI', '1.500 LEI'],
    [950, 'EUR', '950 EUR'],
    [21990.99, 'EUR', '21.991 EUR'],
    [1250000, 'LEI', '1.250.000 LEI'],
  ] as const)('%s %s -> %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2019-03-15', '15.03.2019', '03.2019', '2019'],
    ['2021-11-02T21:30:00.000Z', '02.11.2021', '11.2021', '2021'],
    // An instant is shown on the Bucharest calendar: 00:30 on 3 November there (UTC+2 in winter).
    ['2021-11-02T22:30:00.000Z', '03.11.2021', '11.2021', '2021'],
    // In summer (UTC+3) the day turns at 21:00 UTC; a new year too.
    ['2026-07-14T20:59:59Z', '14.07.2026', '07.2026', '2026'],
    ['2026-07-14T21:00:00Z', '15.07.2026', '07.2026', '2026'],
    ['2025-12-31T22:15:00.000Z', '01.01.2026', '01.2026', '2026'],
    ['2026-07-14T23:30:00+02:00', '15.07.2026', '07.2026', '2026'],
    // A time without a zone is read as written (the runtime's zone would differ between server and browser).
    ['2021-11-02T22:30:00', '02.11.2021', '11.2021', '2021'],
    // A calendar date stays as written, whatever the time zone.
    ['2026-03-29', '29.03.2026', '03.2026', '2026'],
    ['not a date', '', '', ''],
  ])('%s', (iso, date, monthYear, year) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatMonthYear(iso)).toBe(monthYear);
    expect(formatYear(iso)).toBe(year);
  });
});
