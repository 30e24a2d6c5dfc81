/**
 * Least squares on standardised attributes, solved with a Cholesky factorisation (p is about a
 * dozen, so no library is needed). A small ridge penalty keeps the system solvable when an
 * attribute does not vary in a segment (every car diesel) or two move together (power and
 * engine capacity); with the segment sizes we fit it shrinks coefficients by a few percent at most.
 */

/** Ridge penalty on the standardised coefficients (docs/price-indicator.md). */
export const RIDGE_LAMBDA = 0.5;

/** A fitted linear model y ≈ intercept + Σ coefficients[j]·x[j]. */
export interface LinearFit {
  intercept: number;
  /** One per input column, in the input's units (0 for a column that did not vary). */
  coefficients: number[];
  /** Column means of the fitted rows. */
  means: number[];
  /** Standard deviation of the residuals, with the fitted parameters' degrees of freedom taken off. */
  residualSpread: number;
  /** Residual of each fitted row. */
  residuals: number[];
  /** Leverage (hat value) of each fitted row: how much its own y pulls its fitted value. */
  leverages: number[];
  /** Rows fitted. */
  n: number;
}

/** Cholesky factor L (lower) of a symmetric positive definite matrix, row-major. */
function cholesky(a: number[][]): number[][] {
  const n = a.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (sum <= 0) throw new Error('matrix is not positive definite');
        l[i]![i] = Math.sqrt(sum);
      } else l[i]![j] = sum / l[j]![j]!;
    }
  }
  return l;
}

/** Solves L·Lᵀ·x = b. */
function choleskySolve(l: number[][], b: number[]): number[] {
  const n = l.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    let sum = b[i]!;
    for (let k = 0; k < i; k += 1) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k += 1) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/** Fits y on the columns of x (rows × columns); needs more rows than varying columns + 1. */
export function fitLinear(x: readonly (readonly number[])[], y: readonly number[], lambda = RIDGE_LAMBDA): LinearFit {
  const n = y.length;
  const columns = x[0]?.length ?? 0;
  const means = Array.from({ length: columns }, (_, j) => x.reduce((sum, row) => sum + row[j]!, 0) / n);
  const scales = means.map((mean, j) => Math.sqrt(x.reduce((sum, row) => sum + (row[j]! - mean) ** 2, 0) / n));
  const active = scales.map((_, j) => j).filter((j) => scales[j]! > 1e-9);
  const p = active.length;
  if (n < p + 2) throw new Error(`too few rows (${n}) for ${p} attributes`);
  const yMean = y.reduce((a, b) => a + b, 0) / n;
  const z = x.map((row) => active.map((j) => (row[j]! - means[j]!) / scales[j]!));
  const ata = active.map((_, a) => active.map((__, b) => z.reduce((sum, row) => sum + row[a]! * row[b]!, 0)));
  for (let a = 0; a < p; a += 1) ata[a]![a]! += lambda;
  const aty = active.map((_, a) => z.reduce((sum, row, i) => sum + row[a]! * (y[i]! - yMean), 0));
  const l = cholesky(ata);
  const beta = p > 0 ? choleskySolve(l, aty) : [];
  // Columns of the inverse, for the leverages.
  const inverse = active.map((_, a) =>
    choleskySolve(
      l,
      active.map((__, b) => (a === b ? 1 : 0)),
    ),
  );
  const coefficients = new Array<number>(columns).fill(0);
  active.forEach((j, a) => {
    coefficients[j] = beta[a]! / scales[j]!;
  });
  const intercept = yMean - coefficients.reduce((sum, c, j) => sum + c * means[j]!, 0);
  const residuals = y.map((value, i) => value - predict({ intercept, coefficients }, x[i]!));
  const leverages = z.map(
    (row) => 1 / n + row.reduce((sum, za, a) => sum + za * row.reduce((s, zb, b) => s + inverse[a]![b]! * zb, 0), 0),
  );
  const ssr = residuals.reduce((sum, e) => sum + e * e, 0);
  return { intercept, coefficients, means, residualSpread: Math.sqrt(ssr / (n - p - 1)), residuals, leverages, n };
}

/** The model's value for one row. */
export function predict(fit: Pick<LinearFit, 'intercept' | 'coefficients'>, row: readonly number[]): number {
  return fit.coefficients.reduce((sum, c, j) => sum + c * row[j]!, fit.intercept);
}

/**
 * Row i's fitted value as if it had not been in the fit (leave-one-out, from its residual and
 * leverage): an advert's own price must not pull its expected price towards itself.
 */
export function leaveOneOut(fit: LinearFit, i: number, y: number): number {
  const h = Math.min(fit.leverages[i]!, 0.95);
  return y - fit.residuals[i]! / (1 - h);
}
