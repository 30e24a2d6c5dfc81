import { annualPercentageRate, annuityInstalment, loanCost } from './loan-maths';

describe('annuityInstalment: A = C · r / (1 − (1 + r)^−n), r = annual / 12', () => {
  it.each([
    // credit, annual %, months, instalment (textbook value of 10 000 at 12 % over a year: 888.49)
    [10_000, 12, 12, 888.4879],
    [50_000, 16.2, 60, 1221.2226],
    [21_500, 16.2, 48, 611.5205],
    [200_000, 16.2, 60, 4884.8903],
    [1500, 16.2, 6, 261.9445],
    [50_000, 0, 60, 833.3333],
    [1200, 0, 12, 100],
  ])('%d lei at %d percent over %d months → %d lei', (credit, rate, months, expected) => {
    expect(annuityInstalment(credit, rate, months)).toBeCloseTo(expected, 4);
  });
});

describe('annualPercentageRate: credit − fees = Σ payment / (1 + X)^(k/12)', () => {
  it.each([
    // One payment of 1100 a month after 1000 is drawn: X = 1.1^12 − 1.
    [1000, 1100, 1, 1.1 ** 12 - 1],
    // 12 payments at 1 % a month: X = 1.01^12 − 1 = 12.6825 %.
    [10_000, annuityInstalment(10_000, 12, 12), 12, 1.01 ** 12 - 1],
    // No interest, no fees: 0.
    [1200, 100, 12, 0],
    // Fees at drawdown make a zero-interest credit cost something: 1200 repaid for 1100 received
    // (17.66 %, checked with Newton's method outside this code).
    [1100, 100, 12, 0.176633],
  ])('drawn %d, %d a month for %d months → %d', (drawn, payment, months, expected) => {
    expect(annualPercentageRate(drawn, payment, months)).toBeCloseTo(expected, 4);
  });
});

describe('loanCost: rounded to bani, DAE from the rounded payments', () => {
  it.each([
    // credit, %, months, fees upfront, fee monthly → instalment, total payable, total cost, DAE %
    [50_000, 16.2, 60, 0, 0, 1221.22, 73_273.2, 23_273.2, 17.46],
    [10_000, 12, 12, 0, 0, 888.49, 10_661.88, 661.88, 12.68],
    [43_000, 16.2, 48, 0, 0, 1223.04, 58_705.92, 15_705.92, 17.46],
    [1200, 0, 12, 0, 0, 100, 1200, 0, 0],
    [50_000, 16.2, 60, 1000, 0, 1221.22, 74_273.2, 24_273.2, 18.54],
    [50_000, 16.2, 60, 0, 10, 1231.22, 73_873.2, 23_873.2, 17.89],
  ])(
    '%d lei at %d percent over %d months, fees %d upfront and %d a month',
    (credit, annualRatePercent, months, upfrontFees, monthlyFee, instalment, total, cost, dae) => {
      expect(loanCost({ credit, annualRatePercent, months, upfrontFees, monthlyFee })).toEqual({
        monthlyInstalment: instalment,
        totalPayable: total,
        totalCost: cost,
        daePercent: dae,
      });
    },
  );

  it('fees at drawdown raise the DAE above the nominal rate compounded, never the instalment', () => {
    const plain = loanCost({ credit: 50_000, annualRatePercent: 16.2, months: 60 });
    const withFees = loanCost({ credit: 50_000, annualRatePercent: 16.2, months: 60, upfrontFees: 1000 });
    expect(withFees.monthlyInstalment).toBe(plain.monthlyInstalment);
    expect(withFees.daePercent).toBeGreaterThan(plain.daePercent);
  });
});
