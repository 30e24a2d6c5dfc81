/**
 * Where code that meets an error hands it for reporting (the GraphQL client's report link, the
 * logger's sink). The reporter itself (error-reporter.ts) is connected after hydration by the
 * lazily loaded monitoring chunk; until then at most MAX_WAITING reports wait here.
 */

/** One report as the hub receives it. */
export interface ClientErrorReport {
  readonly error: unknown;
  /** Extra context (operation name, variables, error path, CDN request id, ...). */
  readonly context?: Readonly<Record<string, unknown>>;
}

/** Reports waiting for the reporter. */
export const MAX_WAITING = 20;

type Reporter = (report: ClientErrorReport) => void;

const waiting: ClientErrorReport[] = [];
let reporter: Reporter | null = null;

/** Hands an error to the reporter (or keeps it until one is connected). */
export function reportClientError(error: unknown, context?: Readonly<Record<string, unknown>>): void {
  const report = { error, ...(context ? { context } : {}) };
  if (reporter) {
    reporter(report);
    return;
  }
  if (waiting.length < MAX_WAITING) waiting.push(report);
}

/** Connects the reporter; waiting reports go to it first. Returns the disconnect. */
export function connectErrorReporter(next: Reporter): () => void {
  reporter = next;
  for (const report of waiting.splice(0)) next(report);
  return () => {
    if (reporter === next) reporter = null;
  };
}
