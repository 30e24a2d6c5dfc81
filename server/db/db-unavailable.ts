/**
 * Which failures mean "the database cannot answer now" (refused, unreachable, hung, too slow,
 * restarting, too many connections, our circuit breaker open) as opposed to a bug or bad input.
 * Those become DatabaseUnavailableError: 503 with Retry-After on pages and GraphQL, logged once.
 *
 * Recognised by shape, never with instanceof: drizzle wraps driver errors (`cause`), GraphQL wraps
 * resolver errors (`originalError`), Apollo collects them (`errors`), and Next's bundles may hold
 * two copies of an error class.
 */
import { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from '@/lib/errors/app-errors';
import { getEnv, type Env } from '@/server/env';

/** Socket errors of an unreachable or vanished server. */
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs of a server that cannot serve now (class 08 is matched by prefix). */
const SQLSTATE_REASONS: Readonly<Record<string, string>> = {
  '57014': 'statement timeout',
  '57P01': 'server shutting down',
  '57P02': 'server crashed',
  '57P03': 'server starting up',
  '53300': 'too many connections',
  '25P03': 'idle in transaction timeout',
};

/** node-postgres and pg-pool messages for timeouts and dead connections. */
const DRIVER_MESSAGES: readonly [RegExp, string][] = [
  [/timeout exceeded when trying to connect/i, 'pool acquisition timeout'],
  [/connection terminated due to connection timeout|timeout expired/i, 'connection timeout'],
  [/query read timeout/i, 'query timeout'],
  [/connection terminated/i, 'connection terminated'],
  [/not queryable/i, 'connection lost'],
];

/** The GraphQL code (SPEC §8 shape) an unavailable database answers with. */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

type Shape = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  reason?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
  extensions?: { code?: unknown; reason?: unknown };
};

function ownReason(error: Shape): string | null {
  if (error.name === DATABASE_UNAVAILABLE) return typeof error.reason === 'string' ? error.reason : 'unavailable';
  if (error.extensions?.code === SERVICE_UNAVAILABLE_CODE) {
    return typeof error.extensions.reason === 'string' ? error.extensions.reason : 'unavailable';
  }
  const code = typeof error.code === 'string' ? error.code : '';
  if (NODE_CODES.has(code)) return `connect ${code}`;
  const sqlstate = SQLSTATE_REASONS[code];
  if (sqlstate) return sqlstate;
  if (/^08[0-9A-Z]{3}$/.test(code)) return 'connection exception';
  const message = typeof error.message === 'string' ? error.message : '';
  for (const [pattern, reason] of DRIVER_MESSAGES) if (pattern.test(message)) return reason;
  return null;
}

/**
 * Why `error` means the database is unavailable, or null when it does not. Walks `cause`,
 * `originalError` and `errors` (AggregateError, Apollo's CombinedGraphQLErrors) a few levels deep.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (depth > 6 || error === null || typeof error !== 'object') return null;
  const shape = error as Shape;
  const own = ownReason(shape);
  if (own) return own;
  const nested: unknown[] = [
    shape.cause,
    shape.originalError,
    ...(Array.isArray(shape.errors) ? (shape.errors as unknown[]) : []),
  ];
  for (const inner of nested) {
    const reason = databaseUnavailableReason(inner, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/** True when `error` (or what it wraps) means the database cannot answer now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

/** `error` as a DatabaseUnavailableError when it is one in substance, else unchanged. */
export function asDatabaseUnavailable(error: unknown): unknown {
  if (error !== null && typeof error === 'object' && (error as Shape).name === DATABASE_UNAVAILABLE) return error;
  const reason = databaseUnavailableReason(error);
  return reason ? new DatabaseUnavailableError(reason, { cause: error, routeId: null }) : error;
}

/** Seconds a client should wait before retrying while the database is away (Retry-After): the breaker's window. */
export function databaseRetryAfterSeconds(env: Env = getEnv()): number {
  return Math.max(1, Math.ceil(env.DB_BREAKER_OPEN_MS / 1000));
}
