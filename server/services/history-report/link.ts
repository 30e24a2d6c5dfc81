/**
 * The short-lived signed link of a history report (`/api/history-report/{advertId}?t=…`), issued by
 * revealVin once the VIN's challenge was solved: no report without solving it. The token is
 * base64url JSON { ad: advert id, e: expiry }, a dot, and its HMAC-SHA-256 under a key derived
 * from the server secret for this purpose only. Stateless: the link may be opened again until it
 * expires (a download that failed half-way is tried again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link works this long. */
export const REPORT_LINK_TTL_MS = 15 * 60_000;

function signature(secret: string, body: string): string {
  return createHmac('sha256', `history-report-link:${secret}`).update(body).digest('base64url');
}

/** The path of the report of `advertId`, valid until the returned expiry. */
export function issueReportLink(secret: string, advertId: string, now: Date): { url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + REPORT_LINK_TTL_MS);
  const body = Buffer.from(JSON.stringify({ ad: advertId, e: expiresAt.getTime() })).toString('base64url');
  const token = `${body}.${signature(secret, body)}`;
  return { url: `/api/history-report/${encodeURIComponent(advertId)}?t=${token}`, expiresAt };
}

/** What a link's token says: valid for this advert, expired, or not ours (tampered, another advert). */
export function checkReportLink(
  secret: string,
  advertId: string,
  token: string,
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return 'invalid';
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let payload: { ad?: unknown; e?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return 'invalid';
  }
  if (payload.ad !== advertId || typeof payload.e !== 'number') return 'invalid';
  return now.getTime() > payload.e ? 'expired' : 'valid';
}
