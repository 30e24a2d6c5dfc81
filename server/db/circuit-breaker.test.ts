import { CircuitBreaker } from './circuit-breaker';

function breaker(failureThreshold = 3, openMs = 1000) {
  const clock = { now: 0 };
  return { clock, breaker: new CircuitBreaker({ failureThreshold, openMs, now: () => clock.now }) };
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold, and a success resets the count', () => {
    const { breaker: b } = breaker(3);
    b.failure();
    b.failure();
    expect([b.state, b.allow(), b.consecutiveFailures]).toEqual(['closed', true, 2]);
    b.success();
    b.failure();
    b.failure();
    expect([b.state, b.allow()]).toEqual(['closed', true]);
  });

  it('opens after the threshold of consecutive failures and refuses until the window ends', () => {
    const { breaker: b, clock } = breaker(3, 1000);
    for (let i = 0; i < 3; i += 1) b.failure();
    expect(b.state).toBe('open');
    expect(b.allow()).toBe(false);
    clock.now = 999;
    expect(b.allow()).toBe(false);
  });

  it('lets one trial through per window: its success closes, its failure keeps it open', () => {
    const { breaker: b, clock } = breaker(2, 1000);
    b.failure();
    b.failure();
    clock.now = 1000;
    expect(b.allow()).toBe(true); // the trial
    expect(b.allow()).toBe(false); // the others still wait
    b.failure();
    expect(b.state).toBe('open');
    clock.now = 1500;
    expect(b.allow()).toBe(false);
    clock.now = 2000;
    expect(b.allow()).toBe(true);
    b.success();
    expect([b.state, b.allow(), b.allow(), b.consecutiveFailures]).toEqual(['closed', true, true, 0]);
  });

  it('a hanging trial lets one more through after another window', () => {
    const { breaker: b, clock } = breaker(1, 1000);
    b.failure();
    clock.now = 1000;
    expect(b.allow()).toBe(true);
    clock.now = 1999;
    expect(b.allow()).toBe(false);
    clock.now = 2000;
    expect(b.allow()).toBe(true);
  });

  it('a threshold of 0 never opens', () => {
    const { breaker: b } = breaker(0);
    for (let i = 0; i < 100; i += 1) b.failure();
    expect([b.state, b.allow()]).toEqual(['closed', true]);
  });

  it('says Retry-After in whole seconds, at least 1', () => {
    expect(breaker(1, 5000).breaker.retryAfterSeconds()).toBe(5);
    expect(breaker(1, 1200).breaker.retryAfterSeconds()).toBe(2);
    expect(breaker(1, 100).breaker.retryAfterSeconds()).toBe(1);
  });
});
