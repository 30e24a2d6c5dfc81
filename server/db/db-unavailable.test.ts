import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DatabaseUnavailableError } from '@/lib/errors/app-errors';
import { asDatabaseUnavailable, databaseUnavailableReason, isDatabaseUnavailable } from './db-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it.each([
    [withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'), 'connect ECONNREFUSED'],
    [withCode('read ECONNRESET', 'ECONNRESET'), 'connect ECONNRESET'],
    [withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'), 'connect ENOTFOUND'],
    [new Error('timeout exceeded when trying to connect'), 'pool acquisition timeout'],
    [new Error('Connection terminated due to connection timeout'), 'connection timeout'],
    [new Error('Query read timeout'), 'query timeout'],
    [new Error('Connection terminated unexpectedly'), 'connection terminated'],
    [new Error('Client has encountered a connection error and is not queryable'), 'connection lost'],
    [withCode('canceling statement due to statement timeout', '57014'), 'statement timeout'],
    [withCode('terminating connection due to administrator command', '57P01'), 'server shutting down'],
    [withCode('the database system is starting up', '57P03'), 'server starting up'],
    [withCode('sorry, too many clients already', '53300'), 'too many connections'],
    [withCode('connection failure', '08006'), 'connection exception'],
    [new DatabaseUnavailableError('circuit open'), 'circuit open'],
  ])('%s -> %s', (error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
  });

  it.each([
    [withCode('duplicate key value violates unique constraint', '23505')],
    [withCode('syntax error at or near "selec"', '42601')],
    [new Error('tsquery stack too small')],
    [new TypeError('x is undefined')],
    ['a string'],
    [null],
    [undefined],
  ])('%s is not unavailability', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('finds the cause through drizzle, AggregateError, GraphQL and Apollo wrappers', () => {
    const refused = withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    const drizzle = new Error('Failed query: select 1', { cause: new AggregateError([refused], '') });
    expect(databaseUnavailableReason(drizzle)).toBe('connect ECONNREFUSED');
    const graphql = Object.assign(new Error('Unexpected error.'), { originalError: drizzle });
    expect(isDatabaseUnavailable(graphql)).toBe(true);
    const apollo = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'The database is unavailable.',
          extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, reason: 'query timeout' },
        },
      ],
    });
    expect(databaseUnavailableReason(apollo)).toBe('query timeout');
  });

  it('stops on cycles', () => {
    const a: { cause?: unknown } = {};
    a.cause = { cause: a };
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('asDatabaseUnavailable', () => {
  it('converts unavailability into a 503 DatabaseUnavailableError keeping the cause, and leaves the rest', () => {
    const timeout = new Error('Query read timeout');
    const converted = asDatabaseUnavailable(timeout) as DatabaseUnavailableError;
    expect([converted.name, converted.status, converted.reason, converted.cause]).toEqual([
      'DatabaseUnavailableError',
      503,
      'query timeout',
      timeout,
    ]);
    expect(asDatabaseUnavailable(converted)).toBe(converted);
    const other = new Error('boom');
    expect(asDatabaseUnavailable(other)).toBe(other);
  });
});
