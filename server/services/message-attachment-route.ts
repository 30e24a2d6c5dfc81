/**
 * Downloads of message attachments (/api/message-attachments/{id}; docs/messages.md): only the
 * two parties of the conversation (the signed-in buyer; the seller, or the seller's sub-user with
 * the messages right) get the file; everyone else gets the same 404 as for an unknown id. The
 * answer is an attachment download that the browser never sniffs into something else. When the
 * store cannot answer (an S3-compatible store that is down or refuses us) the error is logged and
 * the answer is a plain 503, after the same checks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/logger/logger';
import { authConfig } from '@/server/auth/auth-config';
import { type RequestUser, userFromAuthorization } from '@/server/auth/bearer';
import { getPageSession } from '@/server/auth/next-auth-handler';
import { isSessionLive } from '@/server/auth/session-tokens';
import { getDb, type Db } from '@/server/db/client';
import { viewerOf } from './conversations';
import type { AttachmentStore } from './message-files';
import { getAttachmentStore } from './message-files';
import { attachmentForViewer } from './messages';

/** What the route answers. */
export interface AttachmentAnswer {
  readonly status: 200 | 404 | 503;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array | string;
}

const NOT_FOUND: AttachmentAnswer = {
  status: 404,
  headers: {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  },
  body: 'Not found',
};

const UNAVAILABLE: AttachmentAnswer = {
  status: 503,
  headers: { ...NOT_FOUND.headers, 'Retry-After': '30' },
  body: 'Service unavailable',
};

/** RFC 6266 / 5987 Content-Disposition for a (sanitised) file name. */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'fisier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The answer for attachment `id` asked by `user` (null: not signed in). */
export async function attachmentAnswer(
  db: Db,
  store: AttachmentStore,
  user: Pick<RequestUser, 'id' | 'email'> | null,
  id: string,
): Promise<AttachmentAnswer> {
  if (!user) return NOT_FOUND;
  const row = await attachmentForViewer(db, await viewerOf(db, user), id);
  if (!row) return NOT_FOUND;
  let bytes: Uint8Array | null;
  try {
    bytes = await store.get(row.storageKey);
  } catch (error) {
    logger.error(error, { what: 'message attachment store', attachmentId: id });
    return UNAVAILABLE;
  }
  if (!bytes) return NOT_FOUND;
  return {
    status: 200,
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
    body: bytes,
  };
}

/** The Next API route's handler: the session cookie names the user. */
export async function serveMessageAttachment(
  req: IncomingMessage & {
    cookies: Partial<Record<string, string>>;
    query: Partial<Record<string, string | string[]>>;
  },
  res: ServerResponse,
): Promise<void> {
  const raw = req.query['id'];
  const id = typeof raw === 'string' ? raw : '';
  let answer = NOT_FOUND;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const db = await getDb();
    const config = authConfig();
    const session = await getPageSession(req, res);
    const bearer = session?.idToken ? userFromAuthorization(`Bearer ${session.idToken}`, config) : null;
    const user = bearer?.user && (await isSessionLive(db, bearer.user.sessionId, config.now())) ? bearer.user : null;
    answer = await attachmentAnswer(db, getAttachmentStore(), user, id);
  }
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
