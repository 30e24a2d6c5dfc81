import { createErrorReporter, type ClientErrorPayload, type ReporterEnvironment } from './error-reporter';
import { connectErrorReporter, reportClientError } from './report-hub';

function environment(overrides: Partial<ReporterEnvironment> = {}) {
  const sent: ClientErrorPayload[] = [];
  const env: ReporterEnvironment = {
    pageName: () => 'posting_form',
    path: () => '/autoturisme/anunt-nou',
    transactionId: () => 'tx-12345678',
    webdriver: false,
    isInAppBrowser: true,
    network: () => ({ hasInternet: true, connectionDetails: { downlink: 10, effectiveType: '4g', rtt: 50 } }),
    random: () => 0.99,
    now: () => new Date('2026-11-28T09:00:00.000Z'),
    send: (payload) => void sent.push(payload),
    ...overrides,
  };
  return { env, sent };
}

describe('createErrorReporter', () => {
  it('sends posting_form errors with the log context (SPEC §3)', () => {
    const { env, sent } = environment();
    expect(createErrorReporter(env)({ error: new Error('boom'), context: { operationName: 'x' } })).toBe(true);
    expect(sent[0]).toMatchObject({
      pageName: 'posting_form',
      message: 'boom',
      transactionId: 'tx-12345678',
      context: {
        operationName: 'x',
        page_name: 'posting_form',
        clientTimeStamp: '2026-11-28T09:00:00.000Z',
        isInAppBrowser: true,
        hasInternet: true,
        connectionDetails: { effectiveType: '4g' },
      },
    });
  });

  it('samples other pages and drops webdriver browsers', () => {
    const other = environment({ pageName: () => 'listing', path: () => '/autoturisme' });
    expect(createErrorReporter(other.env)({ error: new Error('x') })).toBe(false);
    expect(createErrorReporter({ ...other.env, random: () => 0.01 })({ error: new Error('x') })).toBe(true);
    const robot = environment({ webdriver: true });
    expect(createErrorReporter(robot.env)({ error: new Error('x') })).toBe(false);
  });

  it('turns non-errors into "Wrong error format." and never throws', () => {
    const { env, sent } = environment();
    createErrorReporter(env)({ error: { odd: true } });
    expect(sent[0]?.message).toBe('Wrong error format.');
    const failing = environment({
      send: () => {
        throw new Error('no');
      },
    });
    expect(createErrorReporter(failing.env)({ error: new Error('x') })).toBe(false);
  });
});

describe('the report hub', () => {
  it('keeps reports until a reporter connects, then hands them on', () => {
    reportClientError(new Error('early'), { a: 1 });
    const received: unknown[] = [];
    const disconnect = connectErrorReporter((report) => received.push(report.error));
    reportClientError(new Error('late'));
    disconnect();
    expect(received.map((e) => (e as Error).message)).toEqual(['early', 'late']);
  });
});
