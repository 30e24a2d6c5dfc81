/**
 * The fetch every HTTP call goes through (SPEC §7), also the `fetch` of Apollo's HttpLink: tracing
 * and site-code headers, a default 10 s timeout, monitoring page actions, and a status -100
 * response when the platform has no fetch.
 */
import { TimeoutError } from '@/lib/errors/app-errors';
import { monitoringLabel } from './monitoring-label';
import { getTracingContext, tracingHeaders, type TracingContext } from './tracing-context';

/** Default request timeout in ms (SPEC §9). */
export const DEFAULT_TIMEOUT_MS = 10000;

/** Receives monitoring page actions (fetch.request, fetch.timeout). */
export type PageActionHook = (name: string, attributes: Readonly<Record<string, unknown>>) => void;

/** A fetch-compatible function. */
export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** App-wide settings, set once at start-up. */
export interface HttpConfig {
  /** Sent as the sitecode header on every request. */
  readonly siteCode?: string;
  readonly onPageAction?: PageActionHook;
  readonly timeout?: number;
}

/** Per-client settings of `createHttpFetch`; each falls back to `configureHttp`'s. */
export interface HttpFetchOptions extends HttpConfig {
  readonly fetchImpl?: FetchFn;
  /** The tracing context, or a function giving it per request (server: per incoming request). */
  readonly tracing?: TracingContext | (() => TracingContext);
}

/** RequestInit plus a per-request timeout (ms; 0 disables it) and fetch implementation. */
export interface HttpFetchInit extends RequestInit {
  readonly timeout?: number;
  readonly fetchImpl?: FetchFn;
}

let config: HttpConfig = {};

/** Sets the app-wide site code, page-action hook and default timeout. */
export function configureHttp(next: HttpConfig): void {
  config = { ...next };
}

function isRequest(input: unknown): input is Request {
  return typeof Request !== 'undefined' && input instanceof Request;
}

/** What callers get when the platform has no fetch: a Response-like object, status -100. */
function invalidFetchResponse(url: string): Response {
  const response = {
    ok: false,
    status: -100,
    statusText: 'invalid-fetch',
    url,
    redirected: false,
    type: 'error',
    headers: typeof Headers === 'undefined' ? undefined : new Headers(),
    body: null,
    bodyUsed: false,
    text: () => Promise.resolve(''),
    json: () => Promise.reject(new SyntaxError('invalid-fetch: the response has no body')),
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
    clone: () => response,
  };
  return response as unknown as Response;
}

function combineSignals(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** A fetch-compatible function with the common request behaviour; give it to Apollo's HttpLink. */
export function createHttpFetch(
  options: HttpFetchOptions = {},
): (input: RequestInfo | URL, init?: HttpFetchInit) => Promise<Response> {
  return async function httpFetchWith(input, init = {}) {
    const { timeout: requestTimeout, fetchImpl: requestFetch, ...requestInit } = init;
    const pageAction = options.onPageAction ?? config.onPageAction;
    const notify = (name: string, attributes: Record<string, unknown>): void => {
      try {
        pageAction?.(name, attributes);
      } catch {
        // Monitoring must never fail a request.
      }
    };
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (requestInit.method ?? (isRequest(input) ? input.method : 'GET')).toUpperCase();
    const operation = monitoringLabel(method, url, requestInit.body);
    notify('fetch.request', { operation, method });

    // Typed as always present, but old browsers and some web views have no fetch.
    const platformFetch: FetchFn | undefined = typeof globalThis.fetch === 'function' ? globalThis.fetch : undefined;
    const doFetch = requestFetch ?? options.fetchImpl ?? platformFetch;
    if (typeof doFetch !== 'function') return invalidFetchResponse(url);

    const tracing =
      typeof options.tracing === 'function' ? options.tracing() : (options.tracing ?? getTracingContext());
    const siteCode = options.siteCode ?? config.siteCode;
    // Ours first, so headers the caller set explicitly win.
    const headers = new Headers({ ...tracingHeaders(tracing), ...(siteCode ? { sitecode: siteCode } : {}) });
    const given = [isRequest(input) ? input.headers : undefined, requestInit.headers];
    for (const source of given) new Headers(source).forEach((value, key) => headers.set(key, value));

    const timeout = requestTimeout ?? options.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS;
    const ours = new AbortController();
    let timedOut = false;
    const timer =
      timeout > 0 && Number.isFinite(timeout)
        ? setTimeout(() => {
            timedOut = true;
            ours.abort();
          }, timeout)
        : undefined;
    const callerSignal = requestInit.signal ?? (isRequest(input) ? input.signal : undefined);
    const signal = callerSignal ? combineSignals(callerSignal, ours.signal) : ours.signal;

    try {
      return await doFetch(input, { ...requestInit, headers, signal });
    } catch (error) {
      // Only our own timer makes a TimeoutError; a caller's abort surfaces as the caller's reason.
      if (timedOut && !callerSignal?.aborted) {
        notify('fetch.timeout', { operation, timeout });
        throw new TimeoutError(timeout, method, url, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The common fetch with the app-wide configuration. */
export const httpFetch = createHttpFetch();
