/** POST /api/errors — sampled browser error reports (server/monitoring/errors-route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { createErrorsHandler } from '@/server/monitoring/errors-route';
import { requestAddress } from '@/server/monitoring/request-address';

// The route caps and parses the body itself.
export const config = { api: { bodyParser: false } };

const handler = createErrorsHandler({ db: getDb, address: requestAddress });

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  await handler(req, res);
});
