import { describe, expect, it } from 'vitest';
import { simulatorInput, simulationSettingsOf, type PartnerSimulationSettings } from './simulator-input';
import type { FinancingType } from './financing-type';

const BROKER: PartnerSimulationSettings = {
  minCreditAmount: 1500,
  maxCreditAmount: 200_000,
  minNumberOfInstallments: 6,
  maxNumberOfInstallments: 60,
  defaultNumberOfInstallments: 60,
  annualRatePercent: 16.2,
};
const LEASING: PartnerSimulationSettings = {
  ...BROKER,
  maxCreditAmount: 300_000,
  minNumberOfInstallments: 12,
  defaultNumberOfInstallments: 36,
};
const DEALER: PartnerSimulationSettings = {
  ...BROKER,
  minCreditAmount: 1000,
  maxCreditAmount: 300_000,
  minNumberOfInstallments: 24,
  maxNumberOfInstallments: 72,
  defaultNumberOfInstallments: 48,
};
const EXTERNAL: PartnerSimulationSettings = {
  ...DEALER,
  minNumberOfInstallments: 3,
  maxNumberOfInstallments: 120,
  defaultNumberOfInstallments: 60,
};

describe('simulatorInput: the starting draft per financing type', () => {
  it.each<[string, FinancingType, number | null, PartnerSimulationSettings | null, [string, string, number]]>([
    // The dealer: down payment floor(10 %), credit the rest, 48 months.
    ['dealer, 85 000 lei', 'DEALER_FINANCING', 85_000, DEALER, ['8500', '76500', 48]],
    ['dealer, 21 999 lei (floored)', 'DEALER_FINANCING', 21_999, DEALER, ['2199', '19800', 48]],
    ['dealer without the partner settings', 'DEALER_FINANCING', 50_000, null, ['5000', '45000', 48]],
    // The external partner: ceil(80 % of the price), the rest as down payment.
    ['external, 21 500 lei', 'EXTERNAL_PARTNER', 21_500, EXTERNAL, ['4300', '17200', 60]],
    ['external, capped at 300 000', 'EXTERNAL_PARTNER', 500_000, EXTERNAL, ['200000', '300000', 60]],
    ['external, no price: the fallback', 'EXTERNAL_PARTNER', null, EXTERNAL, ['', '50000', 60]],
    // Broker and leasing: credit min(price, max), or the card default without a price.
    ['broker, 30 000 lei', 'NATIVE_BROKER', 30_000, BROKER, ['0', '30000', 60]],
    ['broker, 250 000 lei: the maximum', 'NATIVE_BROKER', 250_000, BROKER, ['50000', '200000', 60]],
    ['broker, no advert: the card default', 'NATIVE_BROKER', null, BROKER, ['', '50000', 60]],
    ['broker, no settings: SPEC §9 card', 'NATIVE_BROKER', null, null, ['', '50000', 60]],
    ['leasing, 250 000 lei', 'LEASE', 250_000, LEASING, ['0', '250000', 36]],
    ['dealer without a lei price: as the broker', 'DEALER_FINANCING', null, DEALER, ['', '50000', 48]],
  ])('%s', (_name, type, price, partner, [downPayment, credit, term]) => {
    const { input } = simulatorInput({
      entryPoint: 'calculator-cta',
      advertId: price === null ? null : '7',
      price,
      financingType: type,
      partnerSettings: partner,
    });
    expect(input.draft).toEqual({ downPayment, credit, term });
    expect(input.price).toBe(price);
    expect(input.financingType).toBe(type);
  });

  it('takes the partner bounds and rate; the credit default is the card one within them', () => {
    expect(simulationSettingsOf(LEASING, 'LEASE')).toEqual({
      credit: { min: 1500, max: 300_000, defaultValue: 50_000 },
      instalments: { min: 12, max: 60, defaultValue: 36 },
      annualRatePercent: 16.2,
    });
    expect(simulationSettingsOf({ ...BROKER, maxCreditAmount: 20_000 }, 'NATIVE_BROKER').credit.defaultValue).toBe(
      20_000,
    );
  });

  it('falls back to SPEC §9 bounds per type', () => {
    expect(simulationSettingsOf(null, 'DEALER_FINANCING').instalments).toEqual({ min: 24, max: 72, defaultValue: 48 });
    expect(simulationSettingsOf(null, 'EXTERNAL_PARTNER').credit.max).toBe(300_000);
    expect(simulationSettingsOf(null, 'LEASE').credit.max).toBe(200_000);
  });

  it('reports nothing for a numeric price', () => {
    expect(
      simulatorInput({
        entryPoint: 'header',
        advertId: null,
        price: null,
        financingType: 'EXTERNAL_PARTNER',
        partnerSettings: null,
      }).report,
    ).toBeNull();
  });
});
