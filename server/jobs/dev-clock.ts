/**
 * /api/dev/clock, the e2e tests' hold on time (TEST_CLOCK=1 only; a 404 otherwise):
 *
 * - `GET` answers `{ now, offsetMs, schedules: [{ job, lastDoneAt, nextRunAt }] }`: the test
 *   clock and, per recurring schedule, its last finished run and its pending one.
 * - `POST {"advanceMs": n}` moves the clock forward by n ms, `POST {"set": "<ISO time>"}` sets it;
 *   then this process's worker polls at once (ensures the schedules, runs every due job) before the
 *   answer, which is the GET's plus `ran` (jobs run by that poll; 0 without a worker here).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { advanceClock, appNow, clockOffsetMs, setClock } from '@/server/clock';
import type { Db } from '@/server/db/client';
import type { JobSchedule } from './jobs.types';
import { scheduleRuns } from './queue';
import type { Worker } from './worker';

/** What the handler needs. */
export interface DevClockDeps {
  enabled: boolean;
  db: () => Promise<Db>;
  worker: () => Worker | null;
  schedules: readonly JobSchedule[];
}

/** A request as Next's API resolver hands it over (a JSON body parsed). */
export type DevClockRequest = IncomingMessage & { body?: unknown };

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The move a POST body asks for, or an error message. */
export function parseClockMove(body: unknown): { advanceMs: number } | { set: Date } | { error: string } {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof value.advanceMs === 'number' && Number.isFinite(value.advanceMs)) return { advanceMs: value.advanceMs };
  if (typeof value.set === 'string' && !Number.isNaN(Date.parse(value.set))) return { set: new Date(value.set) };
  return { error: 'send {"advanceMs": <milliseconds>} or {"set": "<ISO time>"}' };
}

async function state(deps: DevClockDeps) {
  const runs = await scheduleRuns(
    await deps.db(),
    deps.schedules.map((schedule) => schedule.job),
  );
  return {
    now: appNow().toISOString(),
    offsetMs: clockOffsetMs(),
    schedules: runs.map((run) => ({
      job: run.job,
      lastDoneAt: run.lastDoneAt?.toISOString() ?? null,
      nextRunAt: run.nextRunAt?.toISOString() ?? null,
    })),
  };
}

/** Answers GET and POST /api/dev/clock. */
export async function serveDevClock(req: DevClockRequest, res: ServerResponse, deps: DevClockDeps): Promise<void> {
  if (!deps.enabled) return send(res, 404, { error: 'not found' });
  if (req.method === 'GET') return send(res, 200, await state(deps));
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    return send(res, 405, { error: 'GET or POST' });
  }
  const move = parseClockMove(req.body);
  if ('error' in move) return send(res, 400, { error: move.error });
  if ('advanceMs' in move) advanceClock(move.advanceMs);
  else setClock(move.set);
  const ran = (await deps.worker()?.pollNow()) ?? 0;
  send(res, 200, { ...(await state(deps)), ran });
}
