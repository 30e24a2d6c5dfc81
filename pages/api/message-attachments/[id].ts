/** /api/message-attachments/{id}: a message attachment, for the conversation's two parties only (docs/messages.md). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serveMessageAttachment } from '@/server/services/message-attachment-route';

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return serveMessageAttachment(req, res);
}
