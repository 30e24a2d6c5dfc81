/** GET /api/history-report/{advertId}?t=… — the vehicle history report's PDF (server/services/history-report/route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { authConfig } from '@/server/auth/auth-config';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { createHistoryReportHandler } from '@/server/services/history-report/route';

export const config = { api: { responseLimit: false } };

let handler: ReturnType<typeof createHistoryReportHandler> | undefined;

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  handler ??= createHistoryReportHandler({ db: getDb, secret: authConfig().secret, now: () => new Date() });
  await handler(req, res);
});
