/**
 * The loan maths of a simulation (docs/financing.md, "Loan maths"): the monthly instalment of an
 * annuity, what the buyer pays in total, and the DAE (dobânda anuală efectivă, the annual
 * percentage rate of charge that OUG 50/2010 requires lenders to show).
 */
import { roundLei, toBani } from './money';

/** A loan to simulate. */
export interface LoanTerms {
  /** The credit amount, in LEI. */
  readonly credit: number;
  /** The nominal annual interest rate, in percent (16.2 means 16.2 % a year). */
  readonly annualRatePercent: number;
  /** Number of monthly instalments. */
  readonly months: number;
  /** Fees paid when the credit is drawn (analysis, file), in LEI; 0 when none. */
  readonly upfrontFees?: number;
  /** A fee added to every instalment (administration), in LEI; 0 when none. */
  readonly monthlyFee?: number;
}

/** What the simulation shows, in LEI rounded to bani, and the DAE in percent with 2 decimals. */
export interface LoanCost {
  /** Instalment of principal and interest, plus the monthly fee. */
  readonly monthlyInstalment: number;
  /** Everything the buyer pays: every instalment and the upfront fees. */
  readonly totalPayable: number;
  /** The total cost of the credit: totalPayable less the credit. */
  readonly totalCost: number;
  /** The DAE, in percent. */
  readonly daePercent: number;
}

/**
 * The annuity instalment of principal and interest, unrounded:
 * A = C · r / (1 − (1 + r)^−n) with the monthly rate r = annual / 12; with r = 0, A = C / n.
 */
export function annuityInstalment(credit: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return credit / months;
  return (credit * r) / (1 - (1 + r) ** -months);
}

/**
 * The DAE X (a fraction, 0.1746 for 17.46 %) solving the equation of OUG 50/2010, annex 1, with
 * every month 1/12 of a year and the credit drawn at t = 0:
 *   credit − upfrontFees = Σ_{k=1..n} payment / (1 + X)^(k/12).
 * The right side falls as X grows, so bisection between −99 % and 10 000 % finds the one root.
 */
export function annualPercentageRate(netDrawdown: number, payment: number, months: number): number {
  const presentValue = (x: number) => {
    let sum = 0;
    for (let k = 1; k <= months; k += 1) sum += payment / (1 + x) ** (k / 12);
    return sum;
  };
  let low = -0.99;
  let high = 100;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > netDrawdown) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The simulation of `terms`: the instalment rounded to bani (every instalment is that amount, the
 * last one included), totals in whole bani, and the DAE computed from the rounded payments (what
 * the buyer really pays), in percent rounded to 2 decimals.
 */
export function loanCost(terms: LoanTerms): LoanCost {
  const upfrontFees = terms.upfrontFees ?? 0;
  const monthlyFee = terms.monthlyFee ?? 0;
  const monthly = roundLei(annuityInstalment(terms.credit, terms.annualRatePercent, terms.months) + monthlyFee);
  const totalBani = toBani(monthly) * terms.months + toBani(upfrontFees);
  const dae = annualPercentageRate(terms.credit - upfrontFees, monthly, terms.months);
  return {
    monthlyInstalment: monthly,
    totalPayable: totalBani / 100,
    totalCost: (totalBani - toBani(terms.credit)) / 100,
    daePercent: roundLei(dae * 100),
  };
}
