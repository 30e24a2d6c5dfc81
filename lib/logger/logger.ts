/**
 * A small logger: levels, pluggable sinks (console by default), and a monitoring hook for page
 * actions (SPEC §7: fetch.request, fetch.timeout, ...). No outside service: whoever wants the
 * records elsewhere adds a sink. Sinks never break the caller: a throwing sink is skipped.
 */
import { serialize, toError, type Serialized } from './serialize-error';

/** Log levels, least to most severe. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Numeric order of the levels. */
export const LOG_LEVELS: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One log entry as sinks receive it. */
export interface LogRecord {
  readonly level: LogLevel;
  readonly message: string;
  /** ISO time of the call. */
  readonly time: string;
  readonly context?: Serialized;
  readonly error?: Serialized;
}

/** Receives every record at or above the logger's level. */
export type LogSink = (record: LogRecord) => void;

/** Receives monitoring page actions. */
export type PageActionSink = (name: string, attributes: Readonly<Record<string, unknown>>) => void;

/** How a logger is set up. */
export interface LoggerOptions {
  readonly level?: LogLevel;
  readonly sinks?: readonly LogSink[];
  readonly pageActionSinks?: readonly PageActionSink[];
  /** Merged into every record's context (e.g. { routeId }). */
  readonly context?: Readonly<Record<string, unknown>>;
}

/** The logger API. */
export interface Logger {
  debug(message: string, context?: Readonly<Record<string, unknown>>): void;
  info(message: string, context?: Readonly<Record<string, unknown>>): void;
  warn(messageOrError: unknown, context?: Readonly<Record<string, unknown>>): void;
  /** A string is logged as a message; anything else as an error (non-Errors: 'Wrong error format.'). */
  error(messageOrError: unknown, context?: Readonly<Record<string, unknown>>): void;
  /** A monitoring page action, sent to the page-action sinks whatever the level. */
  pageAction(name: string, attributes?: Readonly<Record<string, unknown>>): void;
  /** Adds a page-action sink; returns its removal. */
  addPageActionSink(sink: PageActionSink): () => void;
  /** Adds a record sink (e.g. error reporting, lib/monitoring); returns its removal. */
  addSink(sink: LogSink): () => void;
  setLevel(level: LogLevel): void;
  /** A logger sharing sinks and level whose records carry extra context. */
  child(context: Readonly<Record<string, unknown>>): Logger;
}

/** Writes records to the console (debug goes to console.info: the lint allows info, warn and error only). */
export const consoleSink: LogSink = (record) => {
  const line = `[${record.level}] ${record.message}`;
  const extra = [record.error, record.context].filter((v) => v !== undefined);
  if (record.level === 'error') console.error(line, ...extra);
  else if (record.level === 'warn') console.warn(line, ...extra);
  else console.info(line, ...extra);
};

interface Shared {
  level: LogLevel;
  readonly sinks: Set<LogSink>;
  readonly pageActionSinks: Set<PageActionSink>;
}

function safely(call: () => void): void {
  try {
    call();
  } catch {
    // A broken sink must not turn logging into a crash.
  }
}

function build(shared: Shared, baseContext: Readonly<Record<string, unknown>>): Logger {
  const emit = (level: LogLevel, messageOrError: unknown, context?: Readonly<Record<string, unknown>>): void => {
    if (LOG_LEVELS[level] < LOG_LEVELS[shared.level]) return;
    // Without base context the caller's object is kept as is, so a reference back to it is seen as circular.
    const merged = Object.keys(baseContext).length === 0 ? (context ?? {}) : { ...baseContext, ...context };
    const asError = typeof messageOrError === 'string' ? undefined : toError(messageOrError);
    const record: LogRecord = {
      level,
      message: asError ? asError.message : String(messageOrError),
      time: new Date().toISOString(),
      ...(Object.keys(merged).length > 0 ? { context: serialize(merged) } : {}),
      ...(asError ? { error: serialize(asError) } : {}),
    };
    for (const sink of shared.sinks) safely(() => sink(record));
  };
  const logger: Logger = {
    debug: (message, context) => emit('debug', message, context),
    info: (message, context) => emit('info', message, context),
    warn: (messageOrError, context) => emit('warn', messageOrError, context),
    error: (messageOrError, context) => emit('error', messageOrError, context),
    pageAction(name, attributes = {}) {
      const merged = { ...baseContext, ...attributes };
      for (const sink of shared.pageActionSinks) safely(() => sink(name, merged));
    },
    addPageActionSink(sink) {
      shared.pageActionSinks.add(sink);
      return () => void shared.pageActionSinks.delete(sink);
    },
    addSink(sink) {
      shared.sinks.add(sink);
      return () => void shared.sinks.delete(sink);
    },
    setLevel(level) {
      shared.level = level;
    },
    child: (context) => build(shared, { ...baseContext, ...context }),
  };
  return logger;
}

/** A new logger: level 'info' and the console sink unless told otherwise. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return build(
    {
      level: options.level ?? 'info',
      sinks: new Set(options.sinks ?? [consoleSink]),
      pageActionSinks: new Set(options.pageActionSinks ?? []),
    },
    options.context ?? {},
  );
}

/** The application's logger. */
export const logger: Logger = createLogger();
