/**
 * GraphQL while the database is away: the endpoint answers 503 with Retry-After and the SPEC §8
 * shape (code SERVICE_UNAVAILABLE, status 503), not a masked 520; in-process SSR sees the same
 * error. The database is a real PostgreSQL pool pointed at a port where nothing listens.
 */
import { parse } from 'graphql';
import { createDb, type DbHandle } from '@/server/db/client';
import { isDatabaseUnavailable } from '@/server/db/db-unavailable';
import { createSsrExecutor } from './execute';
import { listen, type ListeningServer } from './testing/listen';
import { createVolanYoga } from './yoga';

let away: DbHandle;
let server: ListeningServer;

beforeAll(async () => {
  // Port 9 (discard) has no listener here: every connection is refused at once.
  away = await createDb({
    url: 'postgres://postgres@127.0.0.1:9/away',
    pool: { connectTimeoutMs: 500, breakerFailures: 2 },
  });
  server = await listen(createVolanYoga({ db: away.db, production: true, logger: false }));
});

afterAll(async () => {
  await server.close();
  await away.close();
});

const query = '{ categories { id slug } }';

describe('GraphQL without a database', () => {
  it.each([1, 2, 3])(
    'answers 503 with Retry-After and SERVICE_UNAVAILABLE (request %i: refused, then the breaker)',
    async () => {
      const response = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]).toMatchObject({
        message: 'The service is temporarily unavailable; please try again shortly.',
        extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
      });
      // Nothing about the cause leaks out.
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|circuit/);
    },
  );

  it('in-process (SSR) queries fail with an error the page loader recognises as unavailability', async () => {
    const execute = createSsrExecutor({ db: away.db, production: true });
    const error = await execute(parse(query), {}).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
