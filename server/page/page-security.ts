/**
 * Sets the security headers of one server-rendered page response (security-headers.ts) with a fresh
 * CSP nonce, and returns that nonce. pages/_document.tsx uses it for rendered pages, the HTML cache
 * (html-page.ts) for pages it serves without rendering.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tileImageSource } from '@/lib/map/tile-source';
import { getEnv } from '@/server/env';
import { isHttpsRequest, pageSecurityHeaders, trackingScriptOrigin } from './security-headers';

/** A new base64 nonce of 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets this response's CSP (with a new nonce) and HSTS when https; returns the nonce. */
export function applyPageSecurityHeaders(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'setHeader'>,
): string {
  const env = getEnv();
  const nonce = newNonce();
  const headers = pageSecurityHeaders({
    nonce,
    development: env.NODE_ENV === 'development',
    https: isHttpsRequest(env.SITE_ORIGIN, req.headers['x-forwarded-proto'], env.TRUST_PROXY_HOPS),
    imageSources: [tileImageSource(env.MAP_TILE_URL)],
    trackingOrigin: trackingScriptOrigin(env.TRACKING_SCRIPT_URL),
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return nonce;
}
