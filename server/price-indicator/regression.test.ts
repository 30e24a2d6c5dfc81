/** The regression recovers known coefficients from synthetic data. */
import { describe, expect, it } from 'vitest';
import { Rng } from '@/server/db/seed/random';
import { fitLinear, leaveOneOut, predict } from './regression';

/** Normal noise from two uniforms (Box-Muller). */
function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

describe('fitLinear', () => {
  const rng = new Rng(7);
  const truth = { intercept: 10.5, coefficients: [-0.09, -0.12, 0.8, 0.15] };
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const row = [rng.int(2005, 2024), rng.next() * 3, Math.log(rng.int(70, 250)), rng.chance(0.4) ? 1 : 0];
    x.push(row);
    y.push(predict(truth, row) + 0.05 * gauss(rng));
  }
  const fit = fitLinear(x, y);

  it('recovers the coefficients of the generating model', () => {
    // Within about three standard errors of the noise (σ = 0.05, n = 400).
    fit.coefficients.forEach((c, j) => expect(Math.abs(c - truth.coefficients[j]!)).toBeLessThan(0.015));
    const middle = [2015, 1.5, Math.log(150), 0.5];
    expect(predict(fit, middle)).toBeCloseTo(predict(truth, middle), 2);
    expect(fit.residualSpread).toBeGreaterThan(0.04);
    expect(fit.residualSpread).toBeLessThan(0.06);
  });

  it('gives a column that does not vary no weight and still solves', () => {
    const constant = fitLinear(
      x.map((row) => [...row, 1]),
      y,
    );
    expect(constant.coefficients[4]).toBe(0);
    expect(Math.abs(constant.coefficients[0]! - truth.coefficients[0]!)).toBeLessThan(0.015);
  });

  it('leaves a row out of its own fitted value', () => {
    // An outlier: its leave-one-out value stays near the model, its in-sample fit leans toward it.
    const shifted = [...y];
    shifted[0] = y[0]! + 2;
    const withOutlier = fitLinear(x, shifted);
    const loo = leaveOneOut(withOutlier, 0, shifted[0]);
    const inSample = predict(withOutlier, x[0]!);
    expect(Math.abs(loo - predict(truth, x[0]!))).toBeLessThan(Math.abs(inSample - predict(truth, x[0]!)));
    expect(Math.abs(loo - predict(truth, x[0]!))).toBeLessThan(0.1);
  });

  it('refuses fewer rows than parameters', () => {
    expect(() => fitLinear(x.slice(0, 4), y.slice(0, 4))).toThrow(/too few rows/);
  });
});
