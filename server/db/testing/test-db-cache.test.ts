/**
 * The shared test database: built once per run by the first caller, loaded from its dump by the
 * others, with the same content; without the run's cache folder every caller builds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, rawQuery } from '../client';
import { fromSharedDump, TEST_DB_CACHE_ENV } from './test-db-cache';

const dirs: string[] = [];
const handles: DbHandle[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-cache-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('fromSharedDump', () => {
  it('builds once, then loads the dump with the same rows', async () => {
    const previous = process.env[TEST_DB_CACHE_ENV];
    process.env[TEST_DB_CACHE_ENV] = tempDir();
    try {
      let builds = 0;
      const open = async () => {
        const dir = tempDir();
        const handle = await fromSharedDump('cache-test', dir, async () => {
          builds += 1;
          const built = await createDb({ dataDir: dir });
          await rawQuery(built.db, 'create table t (id int primary key, name text)');
          await rawQuery(built.db, "insert into t values (1, 'Dacia'), (2, 'Škoda')");
          return built;
        });
        handles.push(handle);
        return handle;
      };
      const first = await open();
      const second = await open();
      expect(builds).toBe(1);
      expect(await rawQuery(second.db, 'select * from t order by id')).toEqual(
        await rawQuery(first.db, 'select * from t order by id'),
      );
      // The copy is a database of its own.
      await rawQuery(second.db, 'delete from t');
      expect(await rawQuery(first.db, 'select count(*)::int as n from t')).toEqual([{ n: 2 }]);
    } finally {
      if (previous === undefined) delete process.env[TEST_DB_CACHE_ENV];
      else process.env[TEST_DB_CACHE_ENV] = previous;
    }
  });
});
