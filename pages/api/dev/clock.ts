/** GET and POST /api/dev/clock: the e2e tests' test clock (TEST_CLOCK=1 only), see server/jobs/dev-clock.ts. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { serveDevClock } from '@/server/jobs/dev-clock';
import { SCHEDULES } from '@/server/jobs/registry';
import { getJobWorker } from '@/server/jobs/start';

export default function devClock(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return serveDevClock(req, res, {
    enabled: getEnv().TEST_CLOCK === '1',
    db: getDb,
    worker: getJobWorker,
    schedules: SCHEDULES,
  });
}
