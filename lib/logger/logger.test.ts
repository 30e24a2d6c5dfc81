import { createLogger, consoleSink, type LogRecord } from './logger';

function recording(level?: 'debug' | 'info' | 'warn' | 'error') {
  const records: LogRecord[] = [];
  const logger = createLogger({ level, sinks: [(record) => records.push(record)] });
  return { logger, records };
}

describe('logger', () => {
  it('drops records below its level, and can change level', () => {
    const { logger, records } = recording('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    logger.setLevel('debug');
    logger.debug('d2');
    expect(records.map((r) => `${r.level}:${r.message}`)).toEqual(['warn:w', 'error:e', 'debug:d2']);
  });

  it('logs errors with their serialised form, and non-Errors as Wrong error format.', () => {
    const { logger, records } = recording();
    logger.error(new Error('db down'), { routeId: 'listing' });
    logger.error({ weird: true });
    expect(records[0]).toMatchObject({
      level: 'error',
      message: 'db down',
      context: { routeId: 'listing' },
      error: { message: 'db down' },
    });
    expect(records[1]).toMatchObject({ message: 'Wrong error format.', error: { cause: { weird: true } } });
    expect(records[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('survives circular context and a throwing sink', () => {
    const records: LogRecord[] = [];
    const logger = createLogger({
      sinks: [
        () => {
          throw new Error('sink broken');
        },
        (record) => records.push(record),
      ],
    });
    const context: Record<string, unknown> = {};
    context['self'] = context;
    expect(() => logger.info('still here', context)).not.toThrow();
    expect(records[0]?.context).toEqual({ self: '[Circular reference detected]' });
  });

  it('child loggers add context and share sinks and level', () => {
    const { logger, records } = recording();
    const child = logger.child({ routeId: 'posting_form' });
    child.info('saved', { step: 2 });
    logger.setLevel('error');
    child.info('dropped');
    expect(records).toHaveLength(1);
    expect(records[0]?.context).toEqual({ routeId: 'posting_form', step: 2 });
  });

  it('sends page actions to page-action sinks whatever the level', () => {
    const { logger } = recording('error');
    const actions: [string, unknown][] = [];
    const remove = logger.addPageActionSink((name, attributes) => actions.push([name, attributes]));
    logger.addPageActionSink(() => {
      throw new Error('broken hook');
    });
    logger.child({ routeId: 'listing' }).pageAction('fetch.request', { operation: 'listingScreen' });
    remove();
    logger.pageAction('fetch.timeout');
    expect(actions).toEqual([['fetch.request', { routeId: 'listing', operation: 'listingScreen' }]]);
  });

  it('adds and removes record sinks later (error reporting connects after hydration)', () => {
    const { logger, records } = recording('info');
    const late: string[] = [];
    const remove = logger.addSink((record) => late.push(record.message));
    logger.child({ routeId: 'home' }).error('first');
    remove();
    logger.error('second');
    expect(late).toEqual(['first']);
    expect(records.map((record) => record.message)).toEqual(['first', 'second']);
  });

  it('writes to the console method of the level by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createLogger().warn('careful', { a: 1 });
      consoleSink({ level: 'warn', message: 'direct', time: '' });
      expect(warn.mock.calls).toEqual([['[warn] careful', { a: 1 }], ['[warn] direct']]);
    } finally {
      warn.mockRestore();
    }
  });
});
