/**
 * Serving stored files (photos) from UPLOAD_DIR: path-traversal safe, image types only, long
 * cache lifetime (a stored file never changes under the same key). Written against Node's
 * plain request/response so it runs inside a Next API route and in a bare http server (tests).
 */
import { createReadStream, existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
// One path segment: starts with a letter or digit (so never '.' or '..'), no separators.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A request as Next passes it to an API route: the catch-all segments are in query.key. */
export type MediaRequest = IncomingMessage & { query?: Partial<Record<string, string | string[]>> };

/** The absolute path of a stored file for the key segments, or null when the key is not acceptable. */
export function resolveMediaPath(uploadDir: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 10) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  if (!CONTENT_TYPES[path.extname(file).toLowerCase()]) return null;
  return file;
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end('Not found');
}

/** Options of the media handler. */
export interface MediaHandlerOptions {
  /**
   * Called for a key whose file is missing; may create the file (the seed photo pool renders
   * its images on first request) and answers whether it did.
   */
  renderMissing?: (key: string) => Promise<boolean>;
}

/** A request handler serving files under uploadDir. */
export function createMediaHandler(
  uploadDir: string,
  options: MediaHandlerOptions = {},
): (req: MediaRequest, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const raw = req.query?.key;
    const segments = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
    const file = resolveMediaPath(uploadDir, segments);
    if (!file) return notFound(res);
    if (options.renderMissing && !existsSync(/* turbopackIgnore: true */ file)) {
      try {
        await options.renderMissing(segments.join('/'));
      } catch {
        return notFound(res);
      }
    }
    let info;
    try {
      // A symlink inside the folder must not lead outside it.
      // turbopackIgnore: UPLOAD_DIR is a run-time folder; Next's file tracing must not take in the whole project for it.
      const [real, root] = await Promise.all([
        realpath(/* turbopackIgnore: true */ file),
        realpath(/* turbopackIgnore: true */ path.resolve(uploadDir)),
      ]);
      if (!real.startsWith(root + path.sep)) return notFound(res);
      info = await stat(real);
    } catch {
      return notFound(res);
    }
    if (!info.isFile()) return notFound(res);
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', String(info.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve) => {
      const stream = createReadStream(/* turbopackIgnore: true */ file);
      stream.on('error', () => {
        res.destroy();
        resolve();
      });
      stream.on('end', resolve);
      stream.pipe(res);
    });
  };
}
