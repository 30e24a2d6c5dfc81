/** Liveness (docs/operations.md): the process answers; the database is not asked. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendHealth } from '@/server/db/health';

export default function live(req: NextApiRequest, res: NextApiResponse): void {
  sendHealth(req, res, { status: 200, body: { status: 'ok' } });
}
