/**
 * A small circuit breaker for the database pool. After `failureThreshold` consecutive
 * "unavailable" failures it opens: callers are refused at once (503) instead of each waiting for
 * the full connection or query timeout. While open, one call per `openMs` window goes through as a
 * trial; its success closes the breaker, its failure keeps it open for another window.
 */

/** Settings of a CircuitBreaker; a threshold of 0 turns it off. */
export interface CircuitBreakerOptions {
  failureThreshold: number;
  openMs: number;
  /** Clock in ms (tests pass their own). */
  now?: () => number;
}

/** What the breaker reports when its state changes (for logging once per outage). */
export type BreakerState = 'closed' | 'open';

/** Counts consecutive failures; see the module comment. */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** 'open' while calls are refused (between trials). */
  get state(): BreakerState {
    return this.openedAt === null ? 'closed' : 'open';
  }

  /** Consecutive failures so far. */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /**
   * Whether a call may go ahead now. While open, the first call after each `openMs` window is let
   * through as the trial (and re-arms the window, so a hanging trial lets one more through later).
   */
  allow(): boolean {
    if (this.openedAt === null) return true;
    if (this.now() - this.openedAt < this.options.openMs) return false;
    this.openedAt = this.now();
    return true;
  }

  /** A call succeeded: the database answers, close. */
  success(): void {
    this.failures = 0;
    this.openedAt = null;
  }

  /** A call failed because the database is unavailable. */
  failure(): void {
    this.failures += 1;
    if (this.options.failureThreshold > 0 && this.failures >= this.options.failureThreshold) this.openedAt = this.now();
  }

  /** Seconds a client should wait before trying again (Retry-After), at least 1. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.options.openMs / 1000));
  }
}
