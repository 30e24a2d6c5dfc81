import { setTracingContext } from '@/lib/http/tracing-context';
import {
  AppError,
  COMPOSITE_SEPARATOR,
  CompositeError,
  DATABASE_UNAVAILABLE,
  DatabaseUnavailableError,
  HTTP_STATUS,
  InactiveAdError,
  NetworkError,
  NotFoundError,
  TimeoutError,
  messageOf,
  statusOf,
} from './app-errors';

afterEach(() => {
  setTracingContext({});
  vi.unstubAllGlobals();
});

describe('HTTP_STATUS', () => {
  it('has the codes of SPEC §8', () => {
    expect(HTTP_STATUS).toEqual({
      MOVED_PERMANENTLY: 301,
      UNAUTHORIZED: 401,
      NOT_FOUND: 404,
      REQUEST_TIMEOUT: 408,
      GONE: 410,
      SERVICE_UNAVAILABLE: 503,
      UNKNOWN: 520,
    });
  });
});

describe('AppError', () => {
  it('defaults to 520 and records where it was raised', () => {
    const error = new AppError('boom');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(520);
    expect(error.name).toBe('AppError');
    expect(error.extensions).toEqual({ in_browser: false, in_server: true, routeId: 'unknown' });
  });

  it('records in_browser when window exists', () => {
    vi.stubGlobal('window', {});
    expect(new AppError('x').extensions).toMatchObject({ in_browser: true, in_server: false });
  });

  it('records the route id and transaction id given, else those of the tracing context', () => {
    expect(new AppError('x', { routeId: 'listing', transactionId: 't-1', status: 401 })).toMatchObject({
      status: 401,
      extensions: { routeId: 'listing', 'x-transaction-id': 't-1' },
    });
    setTracingContext({ routeId: 'advertPage', transactionId: 't-2' });
    expect(new AppError('x').extensions).toMatchObject({ routeId: 'advertPage', 'x-transaction-id': 't-2' });
    expect(new AppError('x', { routeId: 'home' }).extensions.routeId).toBe('home');
  });

  it('keeps its cause and extra extensions, without letting them override its own', () => {
    const cause = new Error('root');
    const error = new AppError('x', { cause, extensions: { foo: 1, in_browser: 'lie' } });
    expect(error.cause).toBe(cause);
    expect(error.extensions).toMatchObject({ foo: 1, in_browser: false });
  });
});

describe('the catalogue', () => {
  it('TimeoutError: 408, its timeout and the SPEC message', () => {
    const error = new TimeoutError(10000, 'POST', 'https://www.volan.ro/graphql');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(408);
    expect(error.timeout).toBe(10000);
    expect(error.extensions['timeout']).toBe(10000);
    expect(error.message).toBe('Timeout after 10000ms for the request url: POST:https://www.volan.ro/graphql');
  });

  it('NotFoundError: 404', () => {
    const error = new NotFoundError('Ad 5 not found', { routeId: 'advertPage' });
    expect([error.status, error.message, error.name]).toEqual([404, 'Ad 5 not found', 'NotFoundError']);
    expect(error.extensions.routeId).toBe('advertPage');
  });

  it("InactiveAdError: 410, 'InactiveAd', adId and inactiveAd", () => {
    const ad = { id: '7', title: 'BMW X5' };
    const error = new InactiveAdError('7', ad);
    expect([error.status, error.message, error.adId, error.inactiveAd]).toEqual([410, 'InactiveAd', '7', ad]);
    expect(error.extensions).toMatchObject({ adId: '7', inactiveAd: ad });
    expect(new InactiveAdError('8').inactiveAd).toBe(true);
  });

  it('DatabaseUnavailableError: 503, its reason, recognisable by name', () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const error = new DatabaseUnavailableError('connect ECONNREFUSED', { cause });
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.name, error.reason, error.cause]).toEqual([
      503,
      DATABASE_UNAVAILABLE,
      'connect ECONNREFUSED',
      cause,
    ]);
    expect(error.message).toBe('Database unavailable: connect ECONNREFUSED');
    expect(error.extensions['reason']).toBe('connect ECONNREFUSED');
  });
});

describe('CompositeError', () => {
  it.each([
    [[new NotFoundError('b'), new NotFoundError('a')], 404, `a${COMPOSITE_SEPARATOR}b`, [404, 404]],
    [[new NotFoundError('b'), new AppError('a', { status: 401 })], 520, 'a; b', [404, 401]],
    [
      [new NotFoundError('z'), 'plain string', { status: 404, message: 'shaped' }],
      520,
      'plain string; shaped; z',
      [404, 520, 404],
    ],
    [[{ status: 404, message: 'x' }], 404, 'x', [404]],
    [[], 520, 'Unknown composite error', []],
  ])('%# -> %i %j', (causes, status, message, statusCodes) => {
    const error = new CompositeError(causes);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.extensions['statusCodes']).toEqual(statusCodes);
    expect(error.causes).toBe(causes);
    expect(error.cause).toBe(causes);
  });

  it('separates messages with "; " and lists the causes in extensions', () => {
    expect(COMPOSITE_SEPARATOR).toBe('; ');
    const error = new CompositeError([new TimeoutError(5, 'GET', '/a'), new NotFoundError('nf')]);
    expect(error.extensions['causes']).toEqual([
      { name: 'TimeoutError', message: 'Timeout after 5ms for the request url: GET:/a', status: 408 },
      { name: 'NotFoundError', message: 'nf', status: 404 },
    ]);
  });
});

describe('NetworkError', () => {
  it('is 520 with the SPEC message and the details in extensions', () => {
    const error = new NetworkError({
      message: 'Response not successful',
      kind: 'query',
      operationName: 'listingScreen',
      networkError: new Error('Bad Gateway'),
      statusCode: 502,
      url: 'https://www.volan.ro/graphql',
      responseTransactionId: 'resp-1',
      cdnRequestId: 'cdn-9',
    });
    expect(error.status).toBe(520);
    expect(error.message).toBe('Response not successful: query listingScreen');
    expect(error.extensions).toMatchObject({
      networkError: 'Bad Gateway',
      statusCode: 502,
      url: 'https://www.volan.ro/graphql',
      'response-x-transaction-id': 'resp-1',
      'cdn-request-id': 'cdn-9',
      hasTimeout: false,
    });
  });

  it("says 'GraphQL Errored' without a message, and records our timeout", () => {
    const timeout = new TimeoutError(3000, 'POST', '/graphql');
    const error = new NetworkError({ kind: 'mutation', operationName: 'getToken', networkError: timeout });
    expect(error.message).toBe('GraphQL Errored: mutation getToken');
    expect(error.hasTimeout).toBe(true);
    expect(error.extensions).toMatchObject({ hasTimeout: true, timeout: 3000 });
    expect(error.cause).toBe(timeout);
  });

  it('keeps a configured timeout when the failure was something else', () => {
    const error = new NetworkError({
      kind: 'query',
      operationName: 'q',
      networkError: new TypeError('Failed to fetch'),
      timeout: 10000,
    });
    expect(error.extensions).toMatchObject({ hasTimeout: false, timeout: 10000, networkError: 'Failed to fetch' });
  });
});

describe('statusOf and messageOf', () => {
  it.each([
    [new NotFoundError(), 404, 'Not found'],
    [new Error('e'), 520, 'e'],
    [{ status: 410, message: 'm' }, 410, 'm'],
    ['text', 520, 'text'],
    [null, 520, 'null'],
    [undefined, 520, 'undefined'],
  ])('%j', (value, status, message) => {
    expect(statusOf(value)).toBe(status);
    expect(messageOf(value)).toBe(message);
  });
});
