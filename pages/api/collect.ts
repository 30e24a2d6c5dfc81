/** POST /api/collect — the tracking collector (server/services/tracking/collect-route.ts, docs/tracking.md). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { getEnv } from '@/server/env';
import { createCollectHandler } from '@/server/services/tracking/collect-route';

// The size cap and the parsing are the handler's: beacons may arrive as text/plain.
export const config = { api: { bodyParser: false } };

const handler = createCollectHandler({ db: getDb, testReadable: () => getEnv().E2E_SERVER === '1' });

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  await handler(req, res);
});
