/**
 * The keyset cursor of lists ordered by (created at, uuid), newest first: the payments history and
 * the dealer's financing leads. Opaque to clients (base64url of `[at, id]`); a cursor that does not
 * decode to an ISO time and a UUID is null, and the caller refuses it with its own error.
 */
import { isUuid } from './billing/billing-sql';

/** A position in the list: the row's creation time (ISO) and id. */
export interface TimeIdCursor {
  readonly at: string;
  readonly id: string;
}

export function encodeTimeIdCursor(at: Date | string, id: string): string {
  const iso = at instanceof Date ? at.toISOString() : new Date(at).toISOString();
  return Buffer.from(JSON.stringify([iso, id]), 'utf8').toString('base64url');
}

export function decodeTimeIdCursor(after: string): TimeIdCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      isUuid(value[1])
    )
      return { at: value[0], id: value[1] };
  } catch {
    // not base64url JSON: no cursor
  }
  return null;
}
