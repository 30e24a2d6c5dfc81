/** GET /api/media/<storage key> (public as /media/<key> through a rewrite): stored photos. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';
import { renderSeedPhoto } from '@/server/db/seed/photos';
import { getEnv } from '@/server/env';
import { createMediaHandler } from '@/server/services/media-files';

let handler: ReturnType<typeof createMediaHandler> | undefined;

export const config = { api: { responseLimit: false, bodyParser: false } };

// Photos come from UPLOAD_DIR, not the database; the wrapper answers 503 should that ever change.
export default answeringUnavailable(async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
  const uploadDir = getEnv().UPLOAD_DIR;
  // Seed photos not rendered up front are drawn on their first request (server/db/seed/photos.ts).
  handler ??= createMediaHandler(uploadDir, { renderMissing: (key) => renderSeedPhoto(uploadDir, key) });
  await handler(req, res);
});
