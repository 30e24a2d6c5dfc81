import { clamp, denoise, roundLei, toBani } from './money';

describe('money', () => {
  it.each([
    [1221.2345, 122123, 1221.23],
    [1.005, 101, 1.01],
    [888.4879, 88849, 888.49],
    [0.004, 0, 0],
    [-1.005, -101, -1.01],
    [50_000, 5_000_000, 50_000],
  ])('%d lei → %d bani, %d lei', (lei, bani, rounded) => {
    expect(toBani(lei)).toBe(bani);
    expect(roundLei(lei)).toBe(rounded);
  });

  it.each([
    [0.1 * 3000, 300],
    [21500 * 0.8, 17200],
    [1234.5, 1234.5],
  ])('denoise(%d) = %d', (x, expected) => {
    expect(denoise(x)).toBe(expected);
  });

  it.each([
    [1000, 1500],
    [1500, 1500],
    [50_000, 50_000],
    [200_000, 200_000],
    [250_000, 200_000],
  ])('clamp(%d) within the listing card credit 1500–200000 = %d', (value, expected) => {
    expect(clamp(value, { min: 1500, max: 200_000 })).toBe(expected);
  });
});
