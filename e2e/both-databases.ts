/**
 * The specs that run on both databases (BOTH_DATABASES_SPECS in scripts/e2e.ts) split their
 * variants — a width, a generated path — between the two runs: scripts/e2e.ts sets
 * E2E_BOTH_DATABASES_HALF to 0 for the PGlite run and 1 for the PostgreSQL run, and each run takes
 * the variants whose index has that parity. Every flow still runs on both databases and every
 * variant on one; a run without the other (PostgreSQL unreachable, or Playwright alone) takes all.
 */
const half = process.env.E2E_BOTH_DATABASES_HALF;

/** True when this run takes the variant at `index`. */
export function inThisHalf(index: number): boolean {
  return half !== '0' && half !== '1' ? true : index % 2 === Number(half);
}

/** The widths a both-databases spec walks in this run: 1280 px on PGlite, 375 px on PostgreSQL. */
export const BOTH_DATABASES_WIDTHS: readonly number[] = [1280, 375].filter((_, index) => inThisHalf(index));
