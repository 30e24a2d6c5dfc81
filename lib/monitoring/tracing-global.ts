/**
 * The tracing context of SPEC §3 (x_transaction_id, x_site_urn, x_process), set globally on every
 * page from the page's transactionId prop: lib/http reads it for the request headers, and
 * `window.__tracing` carries it for whoever reads the page from outside (support, monitoring).
 */
import { getTracingContext, setTracingContext } from '@/lib/http/tracing-context';

/** The global object's shape (SPEC §3). */
export interface GlobalTracing {
  readonly x_transaction_id: string;
  readonly x_site_urn: string;
  readonly x_process: string;
}

declare global {
  interface Window {
    __tracing?: GlobalTracing;
  }
}

/** x_process of the browser app. */
export const BROWSER_PROCESS = 'volan-web';

/** x_site_urn of a site code. */
export function siteUrnOf(siteCode: string): string {
  return `urn:site:${siteCode}`;
}

/** The global tracing values for a page. */
export function tracingFor(transactionId: string, siteCode: string): GlobalTracing {
  return { x_transaction_id: transactionId, x_site_urn: siteUrnOf(siteCode), x_process: BROWSER_PROCESS };
}

/**
 * Sets the tracing context for the page (browser only; idempotent, so it may run during render:
 * children's effects send requests before the shell's effects run). An empty id (static pages,
 * error renders) keeps the previous page's.
 */
export function applyTracing(transactionId: string, siteCode: string): void {
  if (typeof window === 'undefined' || !transactionId) return;
  if (getTracingContext().transactionId === transactionId) return;
  const tracing = tracingFor(transactionId, siteCode);
  setTracingContext({
    ...getTracingContext(),
    transactionId: tracing.x_transaction_id,
    siteUrn: tracing.x_site_urn,
    process: tracing.x_process,
  });
  window.__tracing = tracing;
}
