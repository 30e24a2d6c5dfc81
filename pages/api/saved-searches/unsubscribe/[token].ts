/** POST /api/saved-searches/unsubscribe/{token} — one-click unsubscribe (server/services/saved-searches/unsubscribe-route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { getEnv } from '@/server/env';
import { createUnsubscribeHandler } from '@/server/services/saved-searches/unsubscribe-route';

const handler = createUnsubscribeHandler({ db: getDb, secret: () => getEnv().SAVED_SEARCH_SECRET });

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  await handler(req, res);
});
