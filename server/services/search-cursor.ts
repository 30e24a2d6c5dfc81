/**
 * Opaque keyset cursors: base64url of [version, sort, sort key, id, page, fingerprint, total]
 * plus a checksum. The checksum catches edited cursors; the fingerprint ties a cursor to the
 * search (category + filters) it came from, so a cursor of another search is refused instead
 * of silently giving a wrong page number. The total count of the first page travels along, so
 * following pages do not count again (a live count can be the costliest query of a search).
 */
import { createHash } from 'node:crypto';
import type { AdvertSort } from './ads.types';
import { UserInputError } from './ads.types';

/** The position a cursor points at. */
export interface CursorPosition {
  sort: AdvertSort;
  /** Sort key of the row: ISO timestamp for NEWEST, an integer otherwise. */
  key: string | number;
  id: number;
  /** 1-based page the row is on. */
  page: number;
  /** totalCount of the search when the cursor was made. */
  total: number;
}

const VERSION = 1;
const SORTS: readonly AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC', 'RELEVANCE'];
const MAX_PAGE = 10_000_000;

function digest(text: string, length: number): string {
  return createHash('sha256').update(`volan-cursor:${text}`).digest('base64url').slice(0, length);
}

/** A short hash of the normalised search a cursor belongs to. */
export function searchFingerprint(search: unknown): string {
  return digest(JSON.stringify(search), 10);
}

/** Encodes a position for the given search fingerprint. */
export function encodeCursor(position: CursorPosition, fingerprint: string): string {
  const payload = JSON.stringify([
    VERSION,
    position.sort,
    position.key,
    position.id,
    position.page,
    fingerprint,
    position.total,
  ]);
  return Buffer.from(`${payload}~${digest(payload, 8)}`, 'utf8').toString('base64url');
}

function bad(field: string, reason: string): UserInputError {
  return new UserInputError('errors:search.badCursor', `Invalid cursor (${reason}).`, field);
}

/** Decodes a cursor, checking it belongs to this sort and search; throws UserInputError('errors:search.badCursor'). */
export function decodeCursor(cursor: string, sort: AdvertSort, fingerprint: string, field: string): CursorPosition {
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
  if (!Array.isArray(parsed) || parsed.length !== 7) throw bad(field, 'shape');
  const [version, cursorSort, key, id, page, cursorFingerprint, total] = parsed as unknown[];
  if (version !== VERSION) throw bad(field, 'version');
  if (typeof cursorSort !== 'string' || !SORTS.includes(cursorSort as AdvertSort) || cursorSort !== sort)
    throw bad(field, 'sort');
  if (cursorFingerprint !== fingerprint) throw bad(field, 'another search');
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw bad(field, 'id');
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw bad(field, 'page');
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) throw bad(field, 'total');
  if (sort === 'NEWEST') {
    if (
      typeof key !== 'string' ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(key) ||
      Number.isNaN(Date.parse(key))
    )
      throw bad(field, 'key');
  } else if (typeof key !== 'number' || !Number.isSafeInteger(key)) {
    throw bad(field, 'key');
  }
  return { sort, key, id, page, total };
}
