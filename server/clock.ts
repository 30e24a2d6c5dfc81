/**
 * The server's clock for scheduled work: the job worker's `now` (what handlers receive) and
 * anything that asks when a job is due. Real time, unless TEST_CLOCK=1 (tests only, server/env.ts):
 * then real time plus an offset that the e2e tests move through POST /api/dev/clock.
 *
 * The offset lives on globalThis, not in this module: Next.js bundles instrumentation.ts (which
 * starts the worker) and the API routes separately, so each has its own copy of this module but
 * they share the process. It is not in the database: with TEST_CLOCK the e2e server runs its
 * worker in its own process, and a second process would keep its own clock.
 */
import { type Env, getEnv } from '@/server/env';

/** What the clock reads of the environment (tests pass their own). */
type ClockEnv = Pick<Env, 'TEST_CLOCK'>;

type GlobalWithClock = typeof globalThis & { __volanClockOffsetMs?: number };
const g = globalThis as GlobalWithClock;

/** True when the movable test clock is on (TEST_CLOCK=1). */
export function testClockEnabled(env: ClockEnv = getEnv()): boolean {
  return env.TEST_CLOCK === '1';
}

/** How far the test clock is ahead of real time (0 when it is off or never moved). */
export function clockOffsetMs(env: ClockEnv = getEnv()): number {
  return testClockEnabled(env) ? (g.__volanClockOffsetMs ?? 0) : 0;
}

/** The app's "now": real time, plus the test clock's offset when TEST_CLOCK=1. */
export function appNow(env: ClockEnv = getEnv()): Date {
  return new Date(Date.now() + clockOffsetMs(env));
}

function requireTestClock(env: ClockEnv): void {
  if (!testClockEnabled(env)) throw new Error('the test clock is off (TEST_CLOCK=1 turns it on, in tests only)');
}

/** Moves the test clock forward (or back, with a negative value) by `ms`; returns the new now. */
export function advanceClock(ms: number, env: ClockEnv = getEnv()): Date {
  requireTestClock(env);
  if (!Number.isFinite(ms)) throw new Error('advanceClock: a finite number of milliseconds');
  g.__volanClockOffsetMs = (g.__volanClockOffsetMs ?? 0) + ms;
  return appNow(env);
}

/** Sets the test clock to `at` (it keeps running from there); returns the new now. */
export function setClock(at: Date, env: ClockEnv = getEnv()): Date {
  requireTestClock(env);
  if (Number.isNaN(at.getTime())) throw new Error('setClock: a valid date');
  g.__volanClockOffsetMs = at.getTime() - Date.now();
  return appNow(env);
}

/** Back to real time (tests). */
export function resetClock(): void {
  delete g.__volanClockOffsetMs;
}
