import { describe, expect, it } from 'vitest';
import { grossFromNet, type PriceRules } from './gross-net';

const RULES: PriceRules = { vatRate: 0.21, feeValue: 100, feeCurrency: 'EUR', feeMin: 50_000, eurToLei: 5 };

describe('grossFromNet', () => {
  it.each([
    // net, currency, vat, fee, gross
    [10_000, 'EUR', 2_100, 0, 12_100],
    [10_000.5, 'EUR', 2_100.11, 0, 12_100.61],
    // 41.322,31 + 21 % = 50.000,00: not above the minimum.
    [41_322.31, 'EUR', 8_677.69, 0, 50_000],
    // One cent more: the gross is above 50.000 EUR and the 100 EUR fee is added.
    [41_322.32, 'EUR', 8_677.69, 100, 50_100.01],
    // In LEI the minimum is 50.000 EUR × 5 = 250.000 LEI and the fee 500 LEI.
    [200_000, 'LEI', 42_000, 0, 242_000],
    [210_000, 'LEI', 44_100, 500, 254_600],
    [0, 'EUR', 0, 0, 0],
  ] as const)('%d %s → VAT %d, fee %d, gross %d', (net, currency, vat, fee, gross) => {
    expect(grossFromNet(net, RULES, currency)).toEqual({ net, vat, fee, gross });
  });

  it('follows the configured rate and a fee of nothing', () => {
    expect(grossFromNet(1000, { ...RULES, vatRate: 0.19 }).gross).toBe(1190);
    expect(grossFromNet(100_000, { ...RULES, feeValue: 0 }).fee).toBe(0);
  });
});
