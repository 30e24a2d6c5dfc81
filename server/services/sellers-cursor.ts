/**
 * Keyset cursors of the professionals listing: base64url of [version, sort, sort key, dealer id,
 * page, fingerprint] and a checksum. The fingerprint ties a cursor to the filters it came from, so
 * a cursor pasted into another search is refused (BAD_USER_INPUT) instead of giving a wrong page.
 */
import { createHash } from 'node:crypto';
import type { ProfessionalSort } from '@/server/graphql/generated/resolver-types';
import { UserInputError } from './ads.types';

/** Where a professionals cursor points: the row's sort key (stock or name key) and id, and its page. */
export interface ProfessionalCursor {
  sort: ProfessionalSort;
  key: number | string;
  id: string;
  page: number;
}

const VERSION = 1;
const MAX_PAGE = 1_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function digest(text: string, length: number): string {
  return createHash('sha256').update(`volan-professionals:${text}`).digest('base64url').slice(0, length);
}

/** A short hash of the normalised filters a cursor belongs to. */
export function filtersFingerprint(filters: unknown): string {
  return digest(JSON.stringify(filters), 10);
}

/** Encodes a position for the given filters fingerprint. */
export function encodeProfessionalCursor(position: ProfessionalCursor, fingerprint: string): string {
  const payload = JSON.stringify([VERSION, position.sort, position.key, position.id, position.page, fingerprint]);
  return Buffer.from(`${payload}~${digest(payload, 8)}`, 'utf8').toString('base64url');
}

function bad(field: string, reason: string): UserInputError {
  return new UserInputError('errors:search.badCursor', `Invalid cursor (${reason}).`, field);
}

/** Decodes a cursor made for this sort and these filters; anything else is a UserInputError. */
export function decodeProfessionalCursor(
  cursor: string,
  sort: ProfessionalSort,
  fingerprint: string,
  field: string,
): ProfessionalCursor {
  if (!/^[A-Za-z0-9_-]{16,512}$/.test(cursor)) throw bad(field, 'format');
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const separator = text.lastIndexOf('~');
  const payload = text.slice(0, separator);
  if (separator < 0 || digest(payload, 8) !== text.slice(separator + 1)) throw bad(field, 'checksum');
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw bad(field, 'payload');
  }
  if (!Array.isArray(parsed) || parsed.length !== 6) throw bad(field, 'shape');
  const [version, cursorSort, key, id, page, cursorFingerprint] = parsed as unknown[];
  if (version !== VERSION) throw bad(field, 'version');
  if (cursorSort !== sort) throw bad(field, 'sort');
  if (cursorFingerprint !== fingerprint) throw bad(field, 'another search');
  if (typeof id !== 'string' || !UUID.test(id)) throw bad(field, 'id');
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw bad(field, 'page');
  const keyOk =
    sort === 'STOCK'
      ? typeof key === 'number' && Number.isSafeInteger(key) && key >= 0
      : typeof key === 'string' && key.length <= 300;
  if (!keyOk) throw bad(field, 'key');
  return { sort, key: key as number | string, id, page };
}
