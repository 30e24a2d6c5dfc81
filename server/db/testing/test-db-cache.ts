/**
 * One Vitest run's shared test databases: the first test file that needs a standard database builds
 * it and leaves a dump of its data folder in the run's cache folder (created by
 * vitest.global-setup.ts, named by TEST_DB_CACHE_ENV); the others start from that dump, which is
 * much faster than migrating and seeding again. A lock file makes one worker build while the others
 * wait. Without the cache folder (a script, another runner) every database is built afresh.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, type DbHandle, dumpPgliteDataDir } from '../client';

/** The environment variable naming the run's cache folder. */
export const TEST_DB_CACHE_ENV = 'VOLAN_TEST_DB_CACHE';
const WAIT_MS = 300_000;
const POLL_MS = 100;

/** Takes the build lock of `name`; false when another worker holds it. */
function takeLock(lockFile: string): boolean {
  try {
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Waits for another worker's dump; false when its lock went away without one (it failed). */
async function waitForDump(dumpFile: string, lockFile: string): Promise<boolean> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(dumpFile)) return true;
    if (!existsSync(lockFile)) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * A database in `dir` with the content `build` makes: built here (and dumped for the others) by the
 * first caller of the run, loaded from the dump by the rest.
 */
export async function fromSharedDump(name: string, dir: string, build: () => Promise<DbHandle>): Promise<DbHandle> {
  const cacheDir = process.env[TEST_DB_CACHE_ENV];
  if (!cacheDir || !existsSync(cacheDir)) return build();
  const dumpFile = path.join(cacheDir, `${name}.tar`);
  const lockFile = path.join(cacheDir, `${name}.lock`);
  if (!existsSync(dumpFile)) {
    if (takeLock(lockFile)) {
      try {
        const handle = await build();
        const dump = Buffer.from(await (await dumpPgliteDataDir(handle.db)).arrayBuffer());
        const partial = `${dumpFile}.${process.pid}.partial`;
        writeFileSync(partial, dump);
        renameSync(partial, dumpFile);
        return handle;
      } finally {
        rmSync(lockFile, { force: true });
      }
    }
    if (!(await waitForDump(dumpFile, lockFile))) return build();
  }
  return createDb({ dataDir: dir, loadDataDir: new Blob([readFileSync(dumpFile)]) });
}
