/**
 * The tracing context whose values go on every request as headers (SPEC §7) and on application
 * errors. In the browser one page is one context, so a module-level value is right there. On the
 * server a module-level value would be shared by concurrent requests: server code passes a context
 * to `createHttpFetch({ tracing })` per request and never calls `setTracingContext`.
 */

/** Values that identify the current transaction, site and process. */
export interface TracingContext {
  readonly transactionId?: string;
  readonly siteUrn?: string;
  readonly process?: string;
  /** The current route id, recorded on application errors. */
  readonly routeId?: string;
}

let current: TracingContext = {};

/** Replaces the browser's tracing context (see the note above for server code). */
export function setTracingContext(context: TracingContext): void {
  current = { ...context };
}

/** The browser's tracing context. */
export function getTracingContext(): TracingContext {
  return current;
}

/** The tracing headers for a context: only those whose value is known. */
export function tracingHeaders(context: TracingContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.transactionId) headers['x-transaction-id'] = context.transactionId;
  if (context.siteUrn) headers['x-site-urn'] = context.siteUrn;
  if (context.process) headers['x-process'] = context.process;
  return headers;
}
