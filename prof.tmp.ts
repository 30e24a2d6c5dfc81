import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from '@/scripts/lib/bench-db';
import { loadMemoryIndex } from '@/server/services/search-memory';
import { memoryPageIds } from '@/server/services/search-memory-page';
import { adsServices as s } from '@/server/services/ads';
import { requireCategory } from '@/server/services/catalog';
import { resolveFilters } from '@/server/services/search-filters';
import { rawQuery } from '@/server/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { adverts } from '@/server/db/schema/adverts';
import { cardColumns, mainPhotoColumn } from '@/server/services/advert-mapper';
async function main() {
const { db, close } = await openBenchDatabase(process.env.BENCH_DATABASE ?? 'volan_bench_100k', 100000);
await loadMemoryIndex(db);
const category = await requireCategory(db, 'autoturisme');
for (const q of ['garantie']) {
  const f = await resolveFilters(db, category, { query: q });
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const ids = await memoryPageIds(db, f, 'NEWEST', 33, null, false);
    const a = performance.now() - t;
    t = performance.now();
    await s.listingScreen(db, { categorySlug: 'autoturisme', filters: { query: q } });
    const b = performance.now() - t;
    t = performance.now();
    await s.countAdverts(db, 'autoturisme', { query: q });
    const c = performance.now() - t;
    t = performance.now();
    await s.listingScreen(db, { categorySlug: 'autoturisme', filters: { makes: ['dacia'] } });
    const d = performance.now() - t;
    console.log(q, ids?.length, a.toFixed(1), b.toFixed(1), c.toFixed(1), d.toFixed(1));
    if (i === 0 && ids) {
      const { sql: text, params } = db.select({ ...cardColumns, mainPhoto: mainPhotoColumn, photoCount: adverts.photoCount }).from(adverts).where(and(inArray(adverts.id, ids), eq(adverts.status, 'active'))).toSQL();
      const plan = await rawQuery<{ 'QUERY PLAN': string }>(db, 'explain analyze ' + text, params as unknown[]);
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}
await close();
}
void main();
