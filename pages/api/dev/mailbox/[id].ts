/** GET /api/dev/mailbox/<id> (public as /dev/mailbox/<id> through a rewrite): one sandbox mail's HTML, see server/page/mailbox-message.ts. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { serveMailboxMessage } from '@/server/page/mailbox-message';

export default function mailboxMessage(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return serveMailboxMessage(req, res, { env: getEnv(), db: getDb });
}
