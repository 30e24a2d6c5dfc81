// Counts the database round trips of one service call (pg Client.query patched), per kind.
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { adsServices as s } from '@/server/services/ads';
import { loadMemoryIndex } from '@/server/services/search-memory';
import { openBenchDatabase } from '../scripts/lib/bench-db';

let log: { t0: number; t1: number; text: string }[] = [];
const orig = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, ...a: unknown[]) {
  const cfg = a[0] as string | { text?: string; name?: string };
  const text = typeof cfg === 'string' ? cfg : (cfg?.name ?? cfg?.text ?? '?');
  const entry = { t0: performance.now(), t1: 0, text: String(text).replace(/\s+/g, ' ').slice(0, 70) };
  log.push(entry);
  const r = orig.apply(this, a) as Promise<unknown>;
  if (r && typeof r.then === 'function') void r.then(() => { entry.t1 = performance.now(); }, () => { entry.t1 = performance.now(); });
  return r;
};

async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('volan_bench_100k', 100000);
  await loadMemoryIndex(db);
  const kinds: Record<string, () => Promise<unknown>> = {
    'category p1': () => s.listingScreen(db, { categorySlug: 'autoturisme', sort: 'NEWEST', first: 32 }),
    'make+model': () => s.listingScreen(db, { categorySlug: 'autoturisme', filters: { makes: ['dacia'], models: ['logan'] } }),
    'make+ranges': () => s.listingScreen(db, { categorySlug: 'autoturisme', filters: { makes: ['dacia'], priceFrom: 10000, priceTo: 60000, yearFrom: 2010 } }),
    'free text': () => s.listingScreen(db, { categorySlug: 'autoturisme', filters: { query: 'garantie' } }),
    'county+make+gearbox': () => s.listingScreen(db, { categorySlug: 'autoturisme', filters: { countyCode: 'B', makes: ['dacia'], gearboxes: ['AUTOMATIC'] } }),
    'new cars': () => s.listingScreen(db, { categorySlug: 'autoturisme', filters: { condition: 'NEW' } }),
    'facets computed (new ranges)': () => s.getAdvertSearchFilters(db, 'autoturisme', { makes: ['dacia'], priceTo: 100000 + Math.floor(Math.random() * 1e6) }),
    'facets make+gearbox+colour': () => s.getAdvertSearchFilters(db, 'autoturisme', { makes: ['dacia'], gearboxes: ['MANUAL'], colors: ['black'] }),
  };
  for (const [name, run] of Object.entries(kinds)) {
    await run();
    await run();
    log = [];
    const t = performance.now();
    const r = (await run()) as { adverts?: { pageInfo: { endCursor: string | null } } };
    const total = performance.now() - t;
    console.log(`\n== ${name}: ${total.toFixed(1)} ms, ${log.length} queries`);
    for (const e of log) console.log(`  ${(e.t0 - t).toFixed(1).padStart(6)} → ${(e.t1 - t).toFixed(1).padStart(6)}  ${e.text}`);
    const cursor = r.adverts?.pageInfo.endCursor;
    if (cursor && name === 'category p1') {
      log = [];
      const t2 = performance.now();
      await s.listingScreen(db, { categorySlug: 'autoturisme', sort: 'NEWEST', first: 32, after: cursor });
      console.log(`\n== next page: ${(performance.now() - t2).toFixed(1)} ms, ${log.length} queries`);
      for (const e of log) console.log(`  ${(e.t0 - t2).toFixed(1).padStart(6)} → ${(e.t1 - t2).toFixed(1).padStart(6)}  ${e.text}`);
    }
  }
  await close();
}
void main();
