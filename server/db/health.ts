/**
 * The health endpoints' answers (pages/api/health/*): liveness says the process serves requests
 * (no database involved, so an orchestrator never restarts the app for a database outage);
 * readiness says whether a request would reach the database now (`select 1` within a short
 * timeout, through the app's pool and breaker).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getEnv } from '@/server/env';
import { checkDatabaseReady, getDb, type Db } from './client';
import { databaseRetryAfterSeconds, databaseUnavailableReason } from './db-unavailable';

/** A health answer: HTTP status and JSON body. */
export interface HealthAnswer {
  status: 200 | 503;
  body: { status: 'ok' | 'unavailable' };
}

/** Readiness of `db` (defaults to the app database); never throws. */
export async function readiness(db?: Db, timeoutMs = getEnv().DB_READY_TIMEOUT_MS): Promise<HealthAnswer> {
  try {
    const result = await checkDatabaseReady(db ?? (await getDb()), timeoutMs);
    return result.ready ? { status: 200, body: { status: 'ok' } } : { status: 503, body: { status: 'unavailable' } };
  } catch (error) {
    // Opening the database failed (PGlite folder, bad URL): not ready either.
    if (!databaseUnavailableReason(error)) console.error('[health] readiness check failed', error);
    return { status: 503, body: { status: 'unavailable' } };
  }
}

/** Sends a health answer: never cached, Retry-After when unavailable, GET and HEAD only. */
export function sendHealth(req: NextApiRequest, res: NextApiResponse, answer: HealthAnswer): void {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ status: 'method not allowed' });
    return;
  }
  if (answer.status === 503) res.setHeader('Retry-After', String(databaseRetryAfterSeconds()));
  res.status(answer.status).json(answer.body);
}
