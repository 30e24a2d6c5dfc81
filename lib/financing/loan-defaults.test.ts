import {
  DEALER_INSTALMENTS,
  EXTERNAL_PARTNER_SIMULATION,
  LISTING_CARD_SIMULATION,
  TERM_OPTIONS,
} from './financing-constants';
import { dealerFinancingDefaults, listingCardDefaults, termOptionsWithin } from './loan-defaults';

describe('simulation defaults (SPEC §9)', () => {
  it('the listing card: credit 50000 (1500–200000), 60 instalments (6–60), tax 16.2', () => {
    expect(listingCardDefaults()).toEqual({ credit: 50_000, instalments: 60, annualRatePercent: 16.2 });
    expect(LISTING_CARD_SIMULATION.credit).toEqual({ defaultValue: 50_000, min: 1500, max: 200_000 });
    expect(LISTING_CARD_SIMULATION.instalments).toEqual({ defaultValue: 60, min: 6, max: 60 });
  });

  it('the external partner: credit 1000–300000, instalments 3–120 defaulting to 60, tax 16.2', () => {
    expect(EXTERNAL_PARTNER_SIMULATION.credit).toMatchObject({ min: 1000, max: 300_000 });
    expect(EXTERNAL_PARTNER_SIMULATION.instalments).toEqual({ defaultValue: 60, min: 3, max: 120 });
    expect(EXTERNAL_PARTNER_SIMULATION.annualRatePercent).toBe(16.2);
  });

  it.each([
    // price, down payment floor(10 %)
    [21_500, 2150],
    [21_999, 2199],
    [3000, 300],
    [12_345, 1234],
    [9, 0],
    [0, 0],
  ])('a dealer advert priced %d: down payment %d, loan credit = price, no expenses, 24–72 (48)', (price, down) => {
    expect(dealerFinancingDefaults(price)).toEqual({
      downPaymentAmount: down,
      loanCredit: price,
      expensesIncluded: false,
      installments: { min: 24, max: 72, defaultValue: 48 },
    });
  });

  it.each([
    [LISTING_CARD_SIMULATION.instalments, [12, 24, 36, 48, 60]],
    [EXTERNAL_PARTNER_SIMULATION.instalments, [12, 24, 36, 48, 60]],
    [DEALER_INSTALMENTS, [24, 36, 48, 60]],
    [{ min: 3, max: 30 }, [12, 24]],
  ])('terms within %j: %j', (bounds, expected) => {
    expect(TERM_OPTIONS).toEqual([12, 24, 36, 48, 60]);
    expect(termOptionsWithin(bounds)).toEqual(expected);
  });
});
