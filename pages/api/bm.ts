/** POST /api/bm — performance beacons (SPEC §7; server/monitoring/beacon-route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { createBeaconHandler } from '@/server/monitoring/beacon-route';
import { requestAddress } from '@/server/monitoring/request-address';

// The route caps and parses the body itself (sendBeacon may send any content type).
export const config = { api: { bodyParser: false } };

const handler = createBeaconHandler({ db: getDb, address: requestAddress });

export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  await handler(req, res);
});
