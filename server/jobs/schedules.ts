/**
 * Recurring schedules on top of the queue: each schedule keeps exactly one pending job, keyed
 * `schedule:<job>`, due at its next slot. Every worker process calls ensureScheduled; the dedupe
 * key makes the extra calls no-ops, so several processes never double a run.
 */
import type { Db } from '@/server/db/client';
import type { JobSchedule } from './jobs.types';
import { enqueue } from './queue';

const MINUTE_MS = 60_000;

/** The first slot of the schedule strictly after `now`. */
export function nextSlot(schedule: JobSchedule, now: Date): Date {
  const every = schedule.everyMinutes * MINUTE_MS;
  const offset = ((schedule.offsetMinutes ?? 0) * MINUTE_MS) % every;
  const slots = Math.floor((now.getTime() - offset) / every) + 1;
  return new Date(slots * every + offset);
}

/** The dedupe key of a schedule's pending run. */
export function scheduleKey(schedule: JobSchedule): string {
  return `schedule:${schedule.job}`;
}

/** Enqueues each schedule's next run unless one is pending; returns the ids of new jobs. */
export async function ensureScheduled(db: Db, schedules: readonly JobSchedule[], now: Date): Promise<number[]> {
  const created: number[] = [];
  for (const schedule of schedules) {
    if (!(schedule.everyMinutes > 0)) throw new Error(`schedule ${schedule.job}: everyMinutes must be positive`);
    const id = await enqueue(db, schedule.job, {
      payload: schedule.payload ?? {},
      dedupeKey: scheduleKey(schedule),
      runAt: nextSlot(schedule, now),
    });
    if (id !== null) created.push(id);
  }
  return created;
}
