import { parseRomanianAmount } from '@/lib/format/number';
import { emptyQuery } from '@/lib/listing/listing-query';
import { loanCost } from './loan-maths';
import {
  advertInfoMap,
  BUDGET_BOUNDS,
  cardSimulation,
  FILTER_TERMS,
  footerExample,
  largestPriceForBudget,
  readBudget,
  resultsBefore,
  searchWithMaxPrice,
} from './widget-simulations';

describe("the footer's example (the card default of SPEC §9)", () => {
  it('50 000 lei over 60 months at 16.2 %: 1 221,22 lei a month, DAE 17,46 %', () => {
    expect(footerExample()).toEqual({
      credit: 50_000,
      months: 60,
      monthlyInstalment: 1221.22,
      daePercent: 17.46,
      annualRatePercent: 16.2,
    });
  });
});

describe("the listing card's simulation: the lei price kept within 1 500–200 000, 60 months, 16.2 %", () => {
  it.each([
    // price, credit, instalment
    [21_500, 21_500, 525.13],
    [21_500.5, 21_501, 525.15],
    [1500, 1500, 36.64],
    [50_000, 50_000, 1221.22],
    [200_000, 200_000, 4884.89],
    // Outside the bounds (the card is HIDDEN there; the function still keeps the credit within them).
    [100, 1500, 36.64],
    [250_000, 200_000, 4884.89],
  ])('priced %d lei → credit %d, %d lei a month', (price, credit, monthly) => {
    expect(cardSimulation(price)).toMatchObject({ credit, months: 60, monthlyInstalment: monthly, daePercent: 17.46 });
  });
});

describe('the largest price a monthly budget pays (the inverse annuity, floored)', () => {
  it.each([
    // budget, months, price
    [1221.22, 60, 49_999],
    [1000, 60, 40_942],
    [500, 12, 5505],
    [1500, 36, 42_546],
    [2000, 48, 70_316],
    [50, 12, 550],
  ])('%d lei over %d months → %d lei', (budget, months, price) => {
    expect(largestPriceForBudget(budget, months)).toBe(price);
    // Its instalment fits the budget; one leu more does not.
    expect(loanCost({ credit: price, months, annualRatePercent: 16.2 }).monthlyInstalment).toBeLessThanOrEqual(budget);
    expect(loanCost({ credit: price + 1, months, annualRatePercent: 16.2 }).monthlyInstalment).toBeGreaterThan(
      budget - 0.005,
    );
  });

  it('at 0 % is budget × months; nothing for a bad budget or term', () => {
    expect(largestPriceForBudget(1000, 60, 0)).toBe(60_000);
    expect(largestPriceForBudget(0, 60)).toBe(0);
    expect(largestPriceForBudget(Number.NaN, 60)).toBe(0);
    expect(largestPriceForBudget(1000, 0)).toBe(0);
    expect(largestPriceForBudget(1000, 12.5)).toBe(0);
  });
});

describe("the filters dialog's budget and terms", () => {
  it('offers 12, 24, 36, 48 and 60 months', () => {
    expect(FILTER_TERMS).toEqual([12, 24, 36, 48, 60]);
  });

  it.each([
    ['1.500', { amount: 1500, problem: null }],
    ['1 500', { amount: 1500, problem: null }],
    ['750,50', { amount: 750.5, problem: null }],
    [String(BUDGET_BOUNDS.min), { amount: 50, problem: null }],
    ['50.000', { amount: 50_000, problem: null }],
    ['', { amount: null, problem: 'budgetNumber' }],
    ['o mie', { amount: null, problem: 'budgetNumber' }],
    ['-100', { amount: null, problem: 'budgetNumber' }],
    ['49', { amount: null, problem: 'budgetRange' }],
    ['50.001', { amount: null, problem: 'budgetRange' }],
  ])('%j → %j', (text, expected) => {
    expect(readBudget(text, parseRomanianAmount)).toEqual(expected);
  });
});

describe('the advert info map of the listing cards', () => {
  const card = (id: string, categorySlug: string, amountLei: number, sellerId = 's1') => ({
    id,
    categorySlug,
    price: { amountLei },
    seller: { id: sellerId },
  });

  it('takes the lei price as rawPrice, the category id and the seller', () => {
    const map = advertInfoMap([card('1', 'autoturisme', 21_500), card('2', 'piese', 900, '')]);
    expect(map.get('1')).toEqual({
      id: '1',
      rawPrice: 21_500,
      categoryName: 'cars',
      categoryId: 29,
      sellerId: 's1',
    });
    expect(map.get('2')).toMatchObject({ categoryId: 67, sellerId: null });
  });

  it('has no entry for a card of an unknown category', () => {
    expect(advertInfoMap([card('3', 'barci', 10_000)]).has('3')).toBe(false);
  });
});

describe("the filters dialog's apply: the listing's maximum price", () => {
  const base = { ...emptyQuery('autoturisme'), after: 'c1', before: null };
  it.each([
    // ranges, currency, expected price range
    [{}, 'LEI', [null, 40_942]],
    [{ price: [10_000, 90_000] }, 'LEI', [10_000, 40_942]],
    [{ price: [50_000, null] }, 'LEI', [null, 40_942]],
    [{ price: [5000, 20_000] }, 'EUR', [null, 40_942]],
  ] as const)('%j in %s → %j, in LEI, from the first page', (ranges, currency, price) => {
    const query = searchWithMaxPrice({ ...base, ranges: { ...ranges, year: [2015, null] }, currency }, 40_942);
    expect(query.ranges).toEqual({ price, year: [2015, null] });
    expect(query).toMatchObject({ currency: 'LEI', priceKind: 'GROSS', after: null, before: null });
  });
});

describe("the results before the shown page (a card's place in the results)", () => {
  it.each([
    // pageNumber, hasNextPage, shown, totalCount, before
    [1, true, 32, 2770, 0],
    [1, false, 5, 5, 0],
    [2, true, 32, 2770, 32],
    [3, true, 32, 2770, 64],
    [87, false, 18, 2770, 2752],
    [2, false, 6, 38, 32],
    [2, false, 0, 32, 0],
  ])('page %d (next: %s) showing %d of %d: %d before', (pageNumber, hasNextPage, shown, totalCount, before) => {
    expect(resultsBefore({ pageNumber, hasNextPage }, shown, totalCount)).toBe(before);
  });
});
