/** Readiness (docs/operations.md): 200 when the database answers `select 1` in time, else 503. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { readiness, sendHealth } from '@/server/db/health';

export default async function ready(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  sendHealth(req, res, await readiness());
}
