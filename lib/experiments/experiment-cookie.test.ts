import {
  parseExperimentCookie,
  parseFlagCookie,
  variantOf,
  writeExperimentCookie,
  writeFlagCookie,
} from './experiment-cookie';

describe('the experiment cookie (SPEC §4: NAME@variant entries separated by #, optional |...)', () => {
  it.each([
    ['', {}],
    ['ADS-WIDEBOARD@b', { 'ADS-WIDEBOARD': 'b' }],
    ['ads-wideboard@B', { 'ADS-WIDEBOARD': 'b' }],
    ['CARS-1@a#CARS-2@b', { 'CARS-1': 'a', 'CARS-2': 'b' }],
    ['CARS-1@a|1700000000|x#CARS-2@c', { 'CARS-1': 'a', 'CARS-2': 'c' }],
    ['#CARS-1@a##', { 'CARS-1': 'a' }],
    ['CARS-1@a#CARS-1@b', { 'CARS-1': 'a' }],
    ['@a#CARS-1@#CARS-2#bad name@a', {}],
    ['<script>@a', {}],
  ])('%j parses to %j', (cookie, expected) => {
    expect(parseExperimentCookie(cookie)).toEqual(expected);
  });

  it('is empty for a missing cookie', () => {
    expect(parseExperimentCookie(null)).toEqual({});
    expect(parseExperimentCookie(undefined)).toEqual({});
  });

  it.each([
    [{}, ''],
    [{ 'ADS-WIDEBOARD': 'b' }, 'ADS-WIDEBOARD@b'],
    [{ 'cars-2': 'B', 'CARS-1': 'a' }, 'CARS-1@a#CARS-2@b'],
    [{ 'bad name': 'a', 'CARS-1': 'a' }, 'CARS-1@a'],
  ])('%j is written as %j', (assignments, cookie) => {
    expect(writeExperimentCookie(assignments)).toBe(cookie);
  });

  it('reads back what it writes', () => {
    const assignments = { 'ADS-WIDEBOARD': 'b', 'CARS-1': 'a' };
    expect(parseExperimentCookie(writeExperimentCookie(assignments))).toEqual(assignments);
  });

  it('gives one experiment’s variant, whatever the case of the name', () => {
    expect(variantOf('ADS-WIDEBOARD@b|x#CARS-1@a', 'ads-wideboard')).toBe('b');
    expect(variantOf('CARS-1@a', 'ADS-WIDEBOARD')).toBeNull();
    expect(variantOf(null, 'ADS-WIDEBOARD')).toBeNull();
  });
});

describe('the feature-flag cookie (flag names separated by #)', () => {
  it.each([
    ['', []],
    ['vinDecoder', ['vinDecoder']],
    ['vinDecoder#plateDecoder', ['vinDecoder', 'plateDecoder']],
    ['vinDecoder##vinDecoder#', ['vinDecoder']],
    ['bad name#ok', ['ok']],
  ])('%j parses to %j', (cookie, expected) => {
    expect(parseFlagCookie(cookie)).toEqual(expected);
  });

  it('writes the names sorted, without duplicates', () => {
    expect(writeFlagCookie(['plateDecoder', 'vinDecoder', 'plateDecoder'])).toBe('plateDecoder#vinDecoder');
    expect(writeFlagCookie([])).toBe('');
  });
});
