/** GET /api/media/<storage key> (public as /media/<key> through a rewrite): stored photos. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getEnv } from '@/server/env';
import { createMediaHandler } from '@/server/services/media-files';

let handler: ReturnType<typeof createMediaHandler> | undefined;

export const config = { api: { responseLimit: false, bodyParser: false } };

export default async function media(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  handler ??= createMediaHandler(getEnv().UPLOAD_DIR);
  await handler(req, res);
}
