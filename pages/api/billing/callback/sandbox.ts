/** POST /api/billing/callback/sandbox — the sandbox provider's signed callbacks (server/services/billing/callback-route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { appNow } from '@/server/clock';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { createCallbackHandler } from '@/server/services/billing/callback-route';
import { appSandbox } from '@/server/services/billing/sandbox';

// The signature is over the raw body: Next must not parse it.
export const config = { api: { bodyParser: false } };

const handler = createCallbackHandler({ db: getDb, provider: appSandbox, now: () => appNow() });

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  await handler(req, res);
});
