/**
 * PAYMENT_SANDBOX_SECRET (server/env.ts): a fixed development key outside production; in production
 * a random key kept under DATA_DIR when unset (never the development key); a given key is used as
 * is, and one under 16 characters is refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PAYMENT_SANDBOX_SECRET, parseEnv } from '@/server/env';

const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-sandbox-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('is the development key outside production, a kept random key in production, or the given one', () => {
  expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: dir }).PAYMENT_SANDBOX_SECRET).toBe(DEV_PAYMENT_SANDBOX_SECRET);
  const production = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir }).PAYMENT_SANDBOX_SECRET;
  expect(production).not.toBe(DEV_PAYMENT_SANDBOX_SECRET);
  expect(production.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(path.join(dir, 'payment-sandbox-secret'), 'utf8').trim()).toBe(production);
  expect(parseEnv({ NODE_ENV: 'production', DATA_DIR: dir }).PAYMENT_SANDBOX_SECRET).toBe(production);
  expect(
    parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, PAYMENT_SANDBOX_SECRET: 'a-given-key-of-16+' })
      .PAYMENT_SANDBOX_SECRET,
  ).toBe('a-given-key-of-16+');
  expect(() => parseEnv({ DATA_DIR: dir, PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
});
