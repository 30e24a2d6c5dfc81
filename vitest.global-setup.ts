/**
 * Once per Vitest run: a cache folder for the test databases the run's files share
 * (server/db/testing/test-db-cache.ts), removed at the end. Workers inherit its path by environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_DB_CACHE_ENV } from './server/db/testing/test-db-cache';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-test-db-cache-'));
  process.env[TEST_DB_CACHE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
