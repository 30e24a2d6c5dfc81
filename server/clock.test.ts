/** The test clock (server/clock.ts) and the setting that allows it (server/env.ts). */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, appNow, clockOffsetMs, resetClock, setClock } from './clock';
import { parseEnv } from './env';

const ON = { TEST_CLOCK: '1' } as const;
const OFF = { TEST_CLOCK: '0' } as const;

afterEach(() => resetClock());

describe('the test clock', () => {
  it('is real time while off, and refuses to move', () => {
    const before = Date.now();
    const now = appNow(OFF).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(() => advanceClock(60_000, OFF)).toThrow(/TEST_CLOCK=1/);
    expect(() => setClock(new Date('2030-01-01T00:00:00Z'), OFF)).toThrow(/TEST_CLOCK=1/);
  });

  it('moves forward by an offset, and keeps running from there', () => {
    const moved = advanceClock(3 * 3_600_000, ON).getTime();
    expect(moved - Date.now()).toBeGreaterThan(3 * 3_600_000 - 1_000);
    advanceClock(60_000, ON);
    expect(clockOffsetMs(ON)).toBe(3 * 3_600_000 + 60_000);
    expect(appNow(ON).getTime()).toBeGreaterThanOrEqual(moved + 60_000);
    // The offset is ignored (not lost) while the setting is off.
    expect(clockOffsetMs(OFF)).toBe(0);
  });

  it('can be set to a given time', () => {
    const at = new Date('2031-06-01T02:29:00.000Z');
    expect(Math.abs(setClock(at, ON).getTime() - at.getTime())).toBeLessThan(1_000);
    expect(() => advanceClock(Number.NaN, ON)).toThrow();
    expect(() => setClock(new Date('nope'), ON)).toThrow();
  });
});

describe('TEST_CLOCK in the environment', () => {
  const base = {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'volan-clock-env-')),
    NEXTAUTH_SECRET: 'x'.repeat(32),
    MAILBOX_SECRET: 'y'.repeat(32),
  };

  it('is off by default, allowed in development and test', () => {
    expect(parseEnv(base).TEST_CLOCK).toBe('0');
    expect(parseEnv({ ...base, NODE_ENV: 'test', TEST_CLOCK: '1' }).TEST_CLOCK).toBe('1');
    expect(parseEnv({ ...base, NODE_ENV: 'development', TEST_CLOCK: '1' }).TEST_CLOCK).toBe('1');
  });

  it('is refused in production, unless the e2e runner started the server', () => {
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK: a test-only/);
    expect(parseEnv({ ...base, NODE_ENV: 'production', TEST_CLOCK: '1', E2E_SERVER: '1' }).TEST_CLOCK).toBe('1');
  });
});
