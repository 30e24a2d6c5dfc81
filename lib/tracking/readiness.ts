/**
 * When the tracking layer may start (SPEC §9 Monitoring and tracking): its readiness is polled
 * every 100 ms, at most 50 attempts; and it waits for the experiments bootstrap's readiness (the
 * window event `volan:experiments-ready`), falling back after 1 s when it does not come.
 */
import { EXPERIMENTS_READY_EVENT } from '@/lib/experiments/ready-queue';
import { type Timers, windowTimers } from './page-views';

export { EXPERIMENTS_READY_EVENT };
export const READY_POLL_MS = 100;
export const READY_MAX_ATTEMPTS = 50;
export const EXPERIMENTS_FALLBACK_MS = 1000;

/**
 * Resolves true as soon as `isReady()` holds (checked at once, then every `intervalMs`), or false
 * after `maxAttempts` checks failed.
 */
export function pollUntilReady(
  isReady: () => boolean,
  timers: Timers = windowTimers,
  intervalMs = READY_POLL_MS,
  maxAttempts = READY_MAX_ATTEMPTS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let attempts = 0;
    const attempt = () => {
      attempts += 1;
      if (isReady()) resolve(true);
      else if (attempts >= maxAttempts) resolve(false);
      else timers.setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}

/** Resolves 'ready' on the experiments-ready event, or 'fallback' after `fallbackMs` without it. */
export function waitForExperimentsReady(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  timers: Timers = windowTimers,
  fallbackMs = EXPERIMENTS_FALLBACK_MS,
): Promise<'ready' | 'fallback'> {
  return new Promise((resolve) => {
    const onReady = () => {
      timers.clearTimeout(timer);
      target.removeEventListener(EXPERIMENTS_READY_EVENT, onReady);
      resolve('ready');
    };
    const timer = timers.setTimeout(() => {
      target.removeEventListener(EXPERIMENTS_READY_EVENT, onReady);
      resolve('fallback');
    }, fallbackMs);
    target.addEventListener(EXPERIMENTS_READY_EVENT, onReady);
  });
}
