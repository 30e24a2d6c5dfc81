/**
 * The search change log (advert_search_changes, migration 0012) is read by every server process's
 * in-memory index (search-memory.ts) and kept for PRUNE_AFTER_MS: an index that has not looked for
 * longer reloads instead of reading it. The log is pruned by a job every few minutes, so it stays
 * small on a site nobody searches, and by the index's own looks in between.
 */
import { type Db, rawQuery } from '@/server/db/client';
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';

/** Log rows older than this are pruned. */
export const PRUNE_AFTER_MS = 15 * 60_000;

/** Deletes the log rows older than PRUNE_AFTER_MS before `now`; returns how many went. */
export async function pruneSearchChanges(db: Db, now: Date): Promise<number> {
  const rows = await rawQuery<{ n: number }>(
    db,
    `with gone as (delete from advert_search_changes where changed_at < $1::timestamptz - $2::int * interval '1 ms'
       returning 1) select count(*)::int as n from gone`,
    [now.toISOString(), PRUNE_AFTER_MS],
  );
  return rows[0]?.n ?? 0;
}

export const SEARCH_CHANGES_PRUNE_JOB = 'search.prune-changes';

export const searchChangesJobs: JobDefinition[] = [
  {
    name: SEARCH_CHANGES_PRUNE_JOB,
    leaseMs: 5 * 60_000,
    run: async ({ db, now, log }) => {
      const pruned = await pruneSearchChanges(db, now);
      if (pruned > 0) log(`search change log: ${pruned} old entries pruned`);
    },
  },
];

export const searchChangesSchedules: JobSchedule[] = [{ job: SEARCH_CHANGES_PRUNE_JOB, everyMinutes: 10 }];
