/**
 * Unsubscribe tokens of saved-search alerts (docs/saved-searches.md, Unsubscribe): `<search id>.<mac>`
 * where mac = HMAC-SHA256(server key, "<search id>.<the search's own secret>"), base64url.
 *
 * Why both secrets: the server key (SAVED_SEARCH_SECRET) makes tokens unforgeable without the
 * server; the per-search secret, never shown, makes a token valid for that one search only, even
 * to someone holding a leaked token of another search, and lets a search's links be revoked by
 * changing its secret. Changing the id part of a token breaks its mac.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/** A fresh per-search secret. */
export function newUnsubscribeSecret(): string {
  return randomBytes(24).toString('base64url');
}

function mac(key: string, searchId: string, searchSecret: string): string {
  return createHmac('sha256', key).update(`${searchId}.${searchSecret}`).digest('base64url');
}

/** The token of a search's unsubscribe link. */
export function unsubscribeToken(key: string, searchId: string, searchSecret: string): string {
  return `${searchId}.${mac(key, searchId, searchSecret)}`;
}

/** The search id a token names, or null when it cannot be a token (checked against the search by verifyUnsubscribeToken). */
export function searchIdOfToken(token: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, tag, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !tag || !UUID.test(id) || !MAC.test(tag)) return null;
  return id;
}

/** True when `token` is the token of this search (constant-time comparison). */
export function verifyUnsubscribeToken(key: string, token: string, searchId: string, searchSecret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, searchId, searchSecret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
