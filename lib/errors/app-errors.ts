/**
 * The application error catalogue of SPEC §8. Every error carries an HTTP-like `status` and
 * `extensions` (where it was raised, the route id, the transaction id) for logs and error pages.
 */
import { currentRouteIdForErrors } from '@/lib/routes/route-id';
import { getTracingContext } from '@/lib/http/tracing-context';

/** HTTP status codes the application uses (SPEC §8); 520 is "unknown error". */
export const HTTP_STATUS = {
  MOVED_PERMANENTLY: 301,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  GONE: 410,
  SERVICE_UNAVAILABLE: 503,
  UNKNOWN: 520,
} as const;

/** Extensions every application error records. */
export interface AppErrorExtensions {
  readonly in_browser: boolean;
  readonly in_server: boolean;
  readonly routeId: string;
  readonly 'x-transaction-id'?: string;
  readonly [key: string]: unknown;
}

/** Options shared by the application errors. */
export interface AppErrorOptions {
  readonly status?: number;
  readonly cause?: unknown;
  /** Defaults to the browser tracing context's route id, then 'unknown'. */
  readonly routeId?: string | null;
  /** Defaults to the browser tracing context's transaction id. */
  readonly transactionId?: string | null;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** Base application error: status 520 unless given. */
export class AppError extends Error {
  readonly status: number;
  readonly extensions: AppErrorExtensions;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status ?? HTTP_STATUS.UNKNOWN;
    const tracing = getTracingContext();
    const inBrowser = typeof window !== 'undefined';
    const transactionId = options.transactionId ?? tracing.transactionId;
    this.extensions = {
      ...options.extensions,
      in_browser: inBrowser,
      in_server: !inBrowser,
      routeId: currentRouteIdForErrors(options.routeId ?? tracing.routeId),
      ...(transactionId ? { 'x-transaction-id': transactionId } : {}),
    };
  }
}

/** Our own request timer fired: status 408. */
export class TimeoutError extends AppError {
  constructor(
    readonly timeout: number,
    readonly method: string,
    readonly url: string,
    options: Omit<AppErrorOptions, 'status'> = {},
  ) {
    super(`Timeout after ${timeout}ms for the request url: ${method}:${url}`, {
      ...options,
      status: HTTP_STATUS.REQUEST_TIMEOUT,
      extensions: { ...options.extensions, timeout },
    });
    this.name = 'TimeoutError';
  }
}

/** A page or entity does not exist: status 404, the 404 page. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found', options: Omit<AppErrorOptions, 'status'> = {}) {
    super(message, { ...options, status: HTTP_STATUS.NOT_FOUND });
    this.name = 'NotFoundError';
  }
}

/** The ad exists but is no longer active: status 410, the inactive-ad page. */
export class InactiveAdError extends AppError {
  constructor(
    readonly adId: string,
    /** What the inactive-ad page needs about the ad (true when nothing more is known). */
    readonly inactiveAd: unknown = true,
    options: Omit<AppErrorOptions, 'status'> = {},
  ) {
    super('InactiveAd', {
      ...options,
      status: HTTP_STATUS.GONE,
      extensions: { ...options.extensions, adId, inactiveAd },
    });
    this.name = 'InactiveAdError';
  }
}

/** Name every DatabaseUnavailableError carries; recognised by name, since bundles may hold two copies of this class. */
export const DATABASE_UNAVAILABLE = 'DatabaseUnavailableError';

/**
 * The database cannot answer now (refused, hung, too slow, restarting, or the circuit breaker is
 * open): status 503, pages show the error page with Retry-After, GraphQL answers SERVICE_UNAVAILABLE.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(
    /** Why, in a few words (e.g. 'connect ECONNREFUSED', 'statement timeout', 'circuit open'). */
    readonly reason: string,
    options: Omit<AppErrorOptions, 'status'> = {},
  ) {
    super(`Database unavailable: ${reason}`, {
      ...options,
      status: HTTP_STATUS.SERVICE_UNAVAILABLE,
      extensions: { ...options.extensions, reason },
    });
    this.name = DATABASE_UNAVAILABLE;
  }
}

/** The status of any thrown value: an AppError's or a numeric `status` property, else 520. */
export function statusOf(error: unknown): number {
  if (error instanceof AppError) return error.status;
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : HTTP_STATUS.UNKNOWN;
}

/** The message of any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** Separator between the cause messages of a CompositeError. */
export const COMPOSITE_SEPARATOR = '; ';

/** Several failures at once (e.g. parallel page queries): 404 only when every cause is a 404. */
export class CompositeError extends AppError {
  readonly causes: readonly unknown[];

  constructor(causes: readonly unknown[], options: Omit<AppErrorOptions, 'status' | 'cause'> = {}) {
    const statusCodes = causes.map(statusOf);
    const allNotFound = statusCodes.length > 0 && statusCodes.every((s) => s === HTTP_STATUS.NOT_FOUND);
    const messages = causes.map(messageOf).sort();
    super(messages.length > 0 ? messages.join(COMPOSITE_SEPARATOR) : 'Unknown composite error', {
      ...options,
      cause: causes,
      status: allNotFound ? HTTP_STATUS.NOT_FOUND : HTTP_STATUS.UNKNOWN,
      extensions: {
        ...options.extensions,
        statusCodes,
        causes: causes.map((c, i) => ({
          name: c instanceof Error ? c.name : typeof c,
          message: messageOf(c),
          status: statusCodes[i],
        })),
      },
    });
    this.name = 'CompositeError';
    this.causes = causes;
  }
}

/** What a failed GraphQL/HTTP call knew when it failed. */
export interface NetworkErrorDetails extends Omit<AppErrorOptions, 'status' | 'cause'> {
  readonly message?: string;
  /** The operation kind: query, mutation, subscription. */
  readonly kind: string;
  readonly operationName: string;
  readonly networkError?: unknown;
  readonly statusCode?: number;
  readonly url?: string;
  /** The x-transaction-id header of the response. */
  readonly responseTransactionId?: string;
  /** The CDN's request id header of the response. */
  readonly cdnRequestId?: string;
  /** The request's configured timeout in ms. */
  readonly timeout?: number;
}

/** A network or GraphQL transport failure: status 520, '{message or GraphQL Errored}: {kind} {operationName}'. */
export class NetworkError extends AppError {
  /** True when the failure was our own request timer (a TimeoutError). */
  readonly hasTimeout: boolean;

  constructor(details: NetworkErrorDetails) {
    const { message, kind, operationName, networkError, statusCode, url, responseTransactionId, cdnRequestId } =
      details;
    const hasTimeout = networkError instanceof TimeoutError;
    const timeout = details.timeout ?? (networkError instanceof TimeoutError ? networkError.timeout : undefined);
    super(`${message || 'GraphQL Errored'}: ${kind} ${operationName}`, {
      routeId: details.routeId,
      transactionId: details.transactionId,
      cause: networkError,
      status: HTTP_STATUS.UNKNOWN,
      extensions: {
        ...details.extensions,
        networkError: networkError === undefined ? undefined : messageOf(networkError),
        statusCode,
        url,
        'response-x-transaction-id': responseTransactionId,
        'cdn-request-id': cdnRequestId,
        hasTimeout,
        timeout,
      },
    });
    this.name = 'NetworkError';
    this.hasTimeout = hasTimeout;
  }
}
