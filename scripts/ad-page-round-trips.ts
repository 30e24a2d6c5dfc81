/**
 * `tsx scripts/ad-page-round-trips.ts [delayMs]`: how many database round trips the ad page's
 * loader makes, and how long it takes when each answer of the database arrives `delayMs` late
 * (default 200): the time divided by the delay is the longest chain of sequential round trips.
 * Runs the real loader in-process on PostgreSQL (127.0.0.1:5432) through the outage proxy, on a
 * database of its own (volan_db_roundtrips_<pid>, 300 seeded adverts, dropped after).
 */
import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import pg from 'pg';
import { createDb, migrate, rawQuery } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { createSsrExecutor } from '@/server/graphql/execute';
import { loadAdvert } from '@/server/page/advert.loader';
import { startTcpProxy } from './lib/tcp-proxy';

const delayMs = Number(process.argv[2] ?? 200);
const name = `volan_db_roundtrips_${process.pid}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function main(): Promise<void> {
  await admin(`CREATE DATABASE ${name}`);
  const proxy = await startTcpProxy({ targetHost: '127.0.0.1', targetPort: 5432 });
  try {
    const seedHandle = await createDb({ url: `postgres://postgres@127.0.0.1:5432/${name}` });
    await migrate(seedHandle.db);
    await seedDatabase(seedHandle.db, { ads: 300, uploadDir: null, log: () => undefined });
    const ids = await rawQuery<{ id: string }>(
      seedHandle.db,
      "select id::text as id from adverts where status = 'active' and category_id = 29 order by id limit 5",
    );
    await seedHandle.close();

    const handle = await createDb({
      url: `postgres://postgres@127.0.0.1:${proxy.port}/${name}`,
      pool: { connectTimeoutMs: 10_000, queryTimeoutMs: 0, statementTimeoutMs: 0 },
    });
    const execute = () => createSsrExecutor({ db: handle.db, production: true });
    const ctx = (id: string) =>
      ({
        params: { category: 'autoturisme', id },
        resolvedUrl: `/autoturisme/anunt/${id}`,
        req: { headers: {} },
        res: {} as ServerResponse,
      }) as unknown as GetServerSidePropsContext;
    // Warm up: connections open, the category tree cached (as on a running server).
    for (const { id } of ids) await loadAdvert(execute(), ctx(id));
    for (const { id } of ids) {
      const before = proxy.roundTrips;
      await loadAdvert(execute(), ctx(id));
      const trips = proxy.roundTrips - before;
      await proxy.setMode({ kind: 'slow', delayMs });
      const started = Date.now();
      await loadAdvert(execute(), ctx(id));
      const elapsed = Date.now() - started;
      await proxy.setMode({ kind: 'pass' });
      console.info(
        `ad ${id}: ${trips} round trips; +${delayMs} ms each: ${elapsed} ms (≈ ${(elapsed / delayMs).toFixed(1)} sequential)`,
      );
    }
    await handle.close();
  } finally {
    await proxy.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
