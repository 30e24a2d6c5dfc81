/** GET /api/uoffe?{random uuid} — the experiments bootstrap (server/services/experiments-route.ts). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getPageSession } from '@/server/auth/next-auth-handler';
import { getDb } from '@/server/db/client';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { hasSessionCookie } from '@/server/page/auth-guard';
import { createBootstrapHandler } from '@/server/services/experiments-route';

const handler = createBootstrapHandler({
  db: getDb,
  visitorKind: async (req, res) => {
    if (!hasSessionCookie(req.cookies)) return 'visitor';
    const session = await getPageSession(req, res);
    if (!session) return 'visitor';
    return session.user.userType === 'professional' ? 'business' : 'private';
  },
});

export default answeringUnavailable((req: NextApiRequest, res: NextApiResponse) => handler(req, res));
