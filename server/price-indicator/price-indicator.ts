/**
 * The price indicator's runs (docs/price-indicator.md): for the adverts changed since their last
 * computation (every few minutes, so a new advert has its label well within SPEC §9's 24 hours)
 * and for every active car advert (nightly: comparables change as other adverts come and go).
 * Both work one make at a time: every segment (generation, model, make + body) lies within a make.
 */
import type { Db } from '@/server/db/client';
import { computeIndicators } from './compute';
import { carMakes, changedAdverts, loadSubjects, writeResults } from './store';

/** What a run did. */
export interface PriceIndicatorRun {
  computed: number;
  labelled: number;
}

/** Most changed adverts one run takes; the next run continues. */
export const CHANGED_BATCH = 5000;

async function runMakes(db: Db, makeIds: readonly number[], now: Date, only?: ReadonlySet<number>) {
  const run: PriceIndicatorRun = { computed: 0, labelled: 0 };
  for (const makeId of makeIds) {
    const subjects = await loadSubjects(db, [makeId], now);
    const targets = only ? subjects.filter((s) => only.has(s.id)) : subjects;
    const results = computeIndicators(subjects, targets);
    await writeResults(db, results, now);
    run.computed += results.length;
    run.labelled += results.filter((r) => r.level !== 'none').length;
  }
  return run;
}

/** Recomputes every active car advert. */
export async function recomputeAllPriceIndicators(db: Db, now = new Date()): Promise<PriceIndicatorRun> {
  return runMakes(db, await carMakes(db), now);
}

/** Recomputes the active car adverts that are new or edited since their last computation. */
export async function recomputeChangedPriceIndicators(db: Db, now = new Date()): Promise<PriceIndicatorRun> {
  const changed = await changedAdverts(db, CHANGED_BATCH);
  const makes = [...new Set(changed.map((c) => c.makeId))].sort((a, b) => a - b);
  return runMakes(db, makes, now, new Set(changed.map((c) => c.id)));
}
