/**
 * Turns an error into a report for POST /api/errors (stored in client_errors), with the log
 * context of SPEC §3, after the sampling rules of error-sampling.ts.
 */
import { serialize, toError } from '@/lib/logger/serialize-error';
import { shouldReportError } from './error-sampling';
import type { ClientErrorReport } from './report-hub';

/** The endpoint. */
export const ERRORS_ENDPOINT = '/api/errors';

/** Longest message and stack sent (the server refuses longer ones). */
export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_STACK_LENGTH = 4000;

/** The body of POST /api/errors. */
export interface ClientErrorPayload {
  readonly pageName: string;
  readonly message: string;
  readonly stack: string;
  readonly transactionId: string;
  readonly context: Record<string, unknown>;
}

/** What the reporter reads from the page at report time. */
export interface ReporterEnvironment {
  /** The route id of the current page. */
  readonly pageName: () => string;
  /** The current path without query. */
  readonly path: () => string;
  readonly transactionId: () => string;
  readonly webdriver: boolean;
  readonly isInAppBrowser: boolean;
  /** navigator.onLine and navigator.connection, read when reporting. */
  readonly network: () => { hasInternet: boolean; connectionDetails?: Record<string, unknown> };
  readonly random: () => number;
  readonly now: () => Date;
  readonly send: (payload: ClientErrorPayload) => void;
}

/** The payload for one report (no sampling). */
export function errorPayload(
  report: ClientErrorReport,
  env: Omit<ReporterEnvironment, 'send' | 'random' | 'webdriver'>,
): ClientErrorPayload {
  const error = toError(report.error);
  const pageName = env.pageName();
  const network = env.network();
  return {
    pageName,
    message: error.message.slice(0, MAX_MESSAGE_LENGTH),
    stack: (error.stack ?? '').slice(0, MAX_STACK_LENGTH),
    transactionId: env.transactionId(),
    context: {
      ...(serialize(report.context ?? {}) as Record<string, unknown>),
      page_name: pageName,
      clientTimeStamp: env.now().toISOString(),
      isInAppBrowser: env.isInAppBrowser,
      ...network,
    },
  };
}

/** A reporter for the report hub: sampled, then sent. Returns whether it sent. */
export function createErrorReporter(env: ReporterEnvironment): (report: ClientErrorReport) => boolean {
  return (report) => {
    const sample = { pageName: env.pageName(), path: env.path(), webdriver: env.webdriver, random: env.random() };
    if (!shouldReportError(sample)) return false;
    try {
      env.send(errorPayload(report, env));
      return true;
    } catch {
      // Reporting must never throw into the code that failed.
      return false;
    }
  };
}
