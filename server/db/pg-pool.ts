/**
 * The PostgreSQL pool the app runs on, with every timeout set (a database that accepts connections
 * and never answers must not wedge the app) and a guard around it:
 * - failures that mean "database unavailable" become DatabaseUnavailableError (503 upstream) and
 *   feed a circuit breaker that answers at once while the database is away;
 * - a connection whose query timed out on our side is destroyed, never returned to the pool (its
 *   reply may still arrive, or never);
 * - the outage is logged once when it starts and once when the database answers again, not per
 *   request.
 */
import pg from 'pg';
import { DatabaseUnavailableError } from '@/lib/errors/app-errors';
import { logger } from '@/lib/logger/logger';
import { CircuitBreaker } from './circuit-breaker';
import { asDatabaseUnavailable, databaseUnavailableReason } from './db-unavailable';

/** Timeouts and limits of the app's pool (server/env.ts reads them; 0 turns a timeout off). */
export interface PgPoolSettings {
  /** Pool size. */
  max: number;
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectTimeoutMs: number;
  /** An unused connection is closed after this long. */
  idleTimeoutMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (`statement_timeout`). */
  statementTimeoutMs: number;
  /** Server side: a transaction left idle this long is ended (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs: number;
  /** Client side: a query with no answer this long fails and its connection is destroyed. */
  queryTimeoutMs: number;
  /** Consecutive unavailable failures that open the circuit breaker (0: no breaker). */
  breakerFailures: number;
  /** How long the open breaker refuses at once before letting a trial through. */
  breakerOpenMs: number;
}

/** The defaults the README documents (server/env.ts repeats them). */
export const DEFAULT_PG_POOL_SETTINGS: PgPoolSettings = {
  max: 10,
  connectTimeoutMs: 2_000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
  queryTimeoutMs: 8_000,
  breakerFailures: 5,
  breakerOpenMs: 5_000,
};

/** The node-postgres configuration for `url` with `settings`; parameters in the URL win (pg's rule). */
export function pgPoolConfig(url: string, settings: Partial<PgPoolSettings> = {}): pg.PoolConfig {
  const s = { ...DEFAULT_PG_POOL_SETTINGS, ...settings };
  const positive = (ms: number) => (ms > 0 ? ms : undefined);
  return {
    connectionString: url,
    max: s.max,
    connectionTimeoutMillis: positive(s.connectTimeoutMs),
    idleTimeoutMillis: s.idleTimeoutMs,
    // Startup parameters: applied by the server to every connection of the pool.
    statement_timeout: positive(s.statementTimeoutMs) ?? false,
    idle_in_transaction_session_timeout: positive(s.idleInTransactionTimeoutMs),
    query_timeout: positive(s.queryTimeoutMs),
    // A database host that vanished (no RST) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'volan',
  };
}

const GUARD = Symbol.for('volan.db.poolGuard');
/** databaseUnavailableReason's word for pg-pool's "timeout exceeded when trying to connect". */
const POOL_EXHAUSTED = 'pool acquisition timeout';
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;
type AnyQuery = (...args: unknown[]) => unknown;

/** What guardPool adds to a pool. */
export interface PoolGuard {
  breaker: CircuitBreaker;
  /** The reason of the current outage, null while the database answers. */
  readonly outage: string | null;
}

/** The guard of a pool made by createGuardedPool (undefined for any other pool). */
export function poolGuardOf(pool: pg.Pool): PoolGuard | undefined {
  return (pool as unknown as Record<symbol, PoolGuard | undefined>)[GUARD];
}

/** A pool for `url` with the settings and the guard described above. */
export function createGuardedPool(
  url: string,
  settings: Partial<PgPoolSettings> = {},
  log = logger.child({ source: 'db' }),
): pg.Pool {
  const s = { ...DEFAULT_PG_POOL_SETTINGS, ...settings };
  const pool = new pg.Pool(pgPoolConfig(url, s));
  const breaker = new CircuitBreaker({ failureThreshold: s.breakerFailures, openMs: s.breakerOpenMs });
  let outage: string | null = null;
  const guard: PoolGuard = {
    breaker,
    get outage() {
      return outage;
    },
  };
  Object.defineProperty(pool, GUARD, { value: guard, enumerable: false });

  let exhaustedLoggedAt = Number.NEGATIVE_INFINITY;
  /** An error from the driver: counted and converted when it means unavailable. */
  const failed = (error: unknown): Error => {
    const reason = databaseUnavailableReason(error);
    if (!reason) {
      answered();
      return error as Error;
    }
    if (reason === POOL_EXHAUSTED) {
      // Every connection busy for the whole wait: more load than the pool serves, which says
      // nothing about the database itself. A 503 for this request (load shedding), but no breaker
      // count (a burst must not turn into seconds of refusals) and a log line at most a minute.
      if (Date.now() - exhaustedLoggedAt > 60_000) {
        exhaustedLoggedAt = Date.now();
        log.warn('database pool exhausted: requests waited for a free connection in vain (503)', {
          max: s.max,
          waitMs: s.connectTimeoutMs,
        });
      }
      return asDatabaseUnavailable(error) as Error;
    }
    breaker.failure();
    if (outage === null) {
      outage = reason;
      log.warn('database unavailable: pages and GraphQL answer 503 until it is back', { reason, error: String(error) });
    }
    return asDatabaseUnavailable(error) as Error;
  };
  const answered = (): void => {
    if (outage !== null) log.info('database available again', { after: outage });
    outage = null;
    breaker.success();
  };

  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  // pool.query calls this.connect(callback) too, so both forms go through the breaker here.
  const guardedConnect = (callback?: ConnectCallback): Promise<pg.PoolClient> | undefined => {
    if (!breaker.allow()) {
      const refused = new DatabaseUnavailableError(`circuit open${outage ? ` (${outage})` : ''}`, { routeId: null });
      if (!callback) return Promise.reject(refused);
      process.nextTick(() => callback(refused, undefined, () => undefined));
      return undefined;
    }
    if (callback) return connect((error, client, done) => callback(error ? failed(error) : undefined, client, done));
    return connect()?.catch((error: unknown) => {
      throw failed(error);
    });
  };
  (pool as unknown as { connect: typeof guardedConnect }).connect = guardedConnect;

  // Every new connection: watch its queries (the pool emits 'connect' before handing it out).
  pool.on('connect', (client) => watchQueries(client, failed, answered));
  // An idle connection died (server restart, network): counted, logged once, never a crash.
  pool.on('error', (error) => {
    if (databaseUnavailableReason(error)) failed(error);
    else log.error(error, { during: 'idle connection' });
  });
  return pool;
}

/**
 * Wraps one client's query(): every outcome reaches the guard, unavailable errors are converted,
 * and a client-side query timeout ends the connection (it may still be busy with the lost query).
 */
function watchQueries(client: pg.PoolClient, failed: (error: unknown) => Error, answered: () => void): void {
  const query = client.query.bind(client) as AnyQuery;
  const settle = (error: unknown): Error | undefined => {
    if (!error) {
      answered();
      return undefined;
    }
    const converted = failed(error);
    if (databaseUnavailableReason(error) === 'query timeout') void client.end().catch(() => undefined);
    return converted;
  };
  const watched: AnyQuery = (...args) => {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      const callback = args[at] as (error: unknown, result: unknown) => void;
      args[at] = (error: unknown, result: unknown) => callback(settle(error), result);
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        settle(undefined);
        return value;
      },
      (error: unknown) => {
        throw settle(error) ?? error;
      },
    );
  };
  (client as unknown as { query: AnyQuery }).query = watched;
}
