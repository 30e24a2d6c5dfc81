/**
 * Small pieces of the site's plain HTTP endpoints (/api/bm, /api/errors, /api/collect, the payment
 * callback): a short JSON answer that is never cached, and a raw body read with a size cap.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers with a JSON body, never cached. */
export function answer(res: ServerResponse, status: number, body?: Record<string, unknown>): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The raw body as text, or null when it is larger than `maxBytes`. */
export async function readCappedBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
