/**
 * The HTML cache as load-page.ts uses it for an anonymous request of a shared page (html-cache.ts):
 * answer from a stored template, or let Next render and keep what it sends.
 *
 * Serving happens inside getServerSideProps: it sends the response itself (status 200, the page's
 * security headers with a fresh nonce, the HTML with that nonce and this response's transaction id)
 * and Next's pages renderer, finding the response finished after getServerSideProps, renders nothing
 * (next/dist/server/render.js `isResSent(res)` → empty result; send-payload.js returns at once).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getEnv } from '@/server/env';
import { captureHtml, fromTemplate, HtmlCache, toTemplate } from './html-cache';
import { applyPageSecurityHeaders } from './page-security';

/** Header of a response served from the HTML cache. */
export const HTML_CACHE_HEADER = 'X-Page-Cache';

let processCache: HtmlCache | null | undefined;

/** The process's HTML cache: production builds with both page caches on; null otherwise. */
export function sharedHtmlCache(): HtmlCache | null {
  if (processCache !== undefined) return processCache;
  const env = getEnv();
  const on = env.NODE_ENV === 'production' && env.PAGE_CACHE === '1' && env.PAGE_HTML_CACHE === '1';
  processCache = on ? new HtmlCache(env.PAGE_CACHE_MAX_ENTRIES) : null;
  return processCache;
}

/**
 * True for a browser's request of the page's HTML: GET, not a client-side navigation's data request
 * (`/_next/data/…`, which Next answers with JSON from the same getServerSideProps).
 */
export function isDocumentRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET') return false;
  if (req.headers['x-nextjs-data'] !== undefined) return false;
  return !(req.url ?? '').startsWith('/_next/data/');
}

/** What serveOrCapture needs: the request, the page key, the cached outcome it renders, this response's id. */
export interface HtmlPageInput {
  req: Pick<IncomingMessage, 'headers'>;
  res: ServerResponse;
  key: string;
  /** The load outcome from the page data cache (identity ties the HTML to it). */
  source: object;
  transactionId: string;
  /** False when the id came from the caller: it may be any short string, so its render is not stored. */
  transactionIdIsOurs: boolean;
  cache: HtmlCache;
}

/**
 * Sends the page from the cache and returns true, or arranges for Next's render of it to be stored
 * (when it turns out storable) and returns false.
 */
export function serveOrCapture({
  req,
  res,
  key,
  source,
  transactionId,
  transactionIdIsOurs,
  cache,
}: HtmlPageInput): boolean {
  const template = cache.get(key, source);
  if (template) {
    const nonce = applyPageSecurityHeaders(req, res);
    const html = fromTemplate(template, { nonce, transactionId });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(html));
    // Says where the page came from (tests, operators); the response is otherwise the rendered one.
    res.setHeader(HTML_CACHE_HEADER, 'hit');
    res.end(html);
    return true;
  }
  if (transactionIdIsOurs) {
    captureHtml(res, (html, nonce) => {
      const rendered = toTemplate(html, { nonce, transactionId });
      if (rendered) cache.set(key, source, rendered);
    });
  }
  return false;
}
