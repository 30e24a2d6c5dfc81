/**
 * Calls made before the experiment runtime is ready are queued and replayed once it is (SPEC §4):
 * `whenExperimentsReady(fn)` runs fn with the visitor's experiment cookie at once when ready,
 * otherwise after the bootstrap (or its fallback) ends. The experiments machine's hook marks it.
 */

/** The window event of readiness (the tracking layer's EXPERIMENTS_READY_EVENT). */
export const EXPERIMENTS_READY_EVENT = 'volan:experiments-ready';

type Waiting = (experimentCookie: string) => void;

let ready: { experimentCookie: string } | null = null;
const waiting: Waiting[] = [];

/** Runs fn now if the experiments are ready, else once they are. */
export function whenExperimentsReady(fn: Waiting): void {
  if (ready) fn(ready.experimentCookie);
  else waiting.push(fn);
}

/** The experiments are ready (or gave up and run on defaults): replays the queued calls in order. */
export function markExperimentsReady(experimentCookie: string): void {
  ready = { experimentCookie };
  // The tracking layer, loaded on its own after hydration, listens for this (lib/tracking/readiness.ts).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EXPERIMENTS_READY_EVENT));
  for (const fn of waiting.splice(0)) {
    try {
      fn(experimentCookie);
    } catch {
      // One caller's failure must not stop the others.
    }
  }
}

/** The experiment cookie once ready; null before. */
export function readyExperimentCookie(): string | null {
  return ready?.experimentCookie ?? null;
}

/** For tests: back to not ready, nothing queued. */
export function resetExperimentsReady(): void {
  ready = null;
  waiting.length = 0;
}
