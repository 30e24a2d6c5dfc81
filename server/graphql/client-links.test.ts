/**
 * The browser client's links (lib/graphql) against a real yoga server on an ephemeral port:
 * persisted queries (hash first, GET, POST for long URLs, PersistedQueryNotSupported, the
 * persistedQueries flag) and the
 * UNAUTHENTICATED refresh-and-retry-once rule. Lives in server/ because it starts the server.
 */
import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApolloClient, type ApolloClientConfig } from '@/lib/graphql/apollo-client';
import { maxGetUrlLength } from '@/lib/graphql/post-fallback-fetch';
import { listen, recordingFetch, type ListeningServer } from './testing/listen';
import { createVolanYoga } from './yoga';

const schema = createSchema<{ request: Request }>({
  typeDefs: /* GraphQL */ `
    type Query {
      echo(text: String!): String!
      whoami: String!
    }
  `,
  resolvers: {
    Query: {
      echo: (_parent: unknown, { text }: { text: string }) => text,
      whoami: (_parent: unknown, _args: unknown, { request }: { request: Request }) => {
        if (request.headers.get('authorization') !== 'Bearer fresh') {
          throw createGraphQLError('authentication required', { extensions: { code: 'UNAUTHENTICATED' } });
        }
        return 'fresh';
      },
    },
  },
});

const Echo = gql`
  query Test_Echo($text: String!) {
    echo(text: $text)
  }
`;
const Whoami = gql`
  query Test_Whoami {
    whoami
  }
`;

/** A logger sink that keeps messages (the client's injected logger). */
function memoryLogger() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: string) => lines.push(`info ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
  };
}

let withApq: ListeningServer;
let withoutApq: ListeningServer;

beforeAll(async () => {
  const context = (request: Request) => ({ request });
  withApq = await listen(createVolanYoga({ schema, context, logger: false }));
  withoutApq = await listen(createVolanYoga({ schema, context, logger: false, persistedQueries: false }));
});

afterAll(async () => {
  await withApq.close();
  await withoutApq.close();
});

function client(server: ListeningServer, config: Partial<ApolloClientConfig> = {}) {
  const recorder = recordingFetch();
  const logger = memoryLogger();
  const apollo = createApolloClient({
    uri: `${server.origin}/graphql`,
    siteCode: 'volan_ro',
    fetchImpl: recorder.fetch,
    logger,
    ssrMode: false,
    ...config,
  });
  return { apollo, requests: recorder.requests, logger };
}

describe('persisted queries', () => {
  it('sends the hash first by GET, the full text on PersistedQueryNotFound, then the hash only', async () => {
    const { apollo, requests } = client(withApq);
    const first = await apollo.query({ query: Echo, variables: { text: 'unu' }, fetchPolicy: 'network-only' });
    expect(first.data).toEqual({ echo: 'unu' });
    expect(requests).toHaveLength(2);
    const [hashOnly, fullText] = requests;
    const hash = hashOnly?.params.extensions?.persistedQuery?.sha256Hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOnly).toMatchObject({ method: 'GET', params: { query: undefined } });
    expect(fullText?.method).toBe('POST');
    expect(fullText?.params.query).toContain('query Test_Echo');
    expect(fullText?.params.extensions?.persistedQuery?.sha256Hash).toBe(hash);
    expect(hashOnly?.headers.get('sitecode')).toBe('volan_ro');

    const second = await apollo.query({ query: Echo, variables: { text: 'doi' }, fetchPolicy: 'network-only' });
    expect(second.data).toEqual({ echo: 'doi' });
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatchObject({ method: 'GET', params: { query: undefined, variables: { text: 'doi' } } });
    expect(requests[2]?.params.extensions?.persistedQuery?.sha256Hash).toBe(hash);
  });

  it('falls back to POST when the GET URL would pass 2047 characters', async () => {
    const { apollo, requests } = client(withApq);
    await apollo.query({ query: Echo, variables: { text: 'scurt' }, fetchPolicy: 'network-only' });
    const long = 'ș'.repeat(800);
    const result = await apollo.query({ query: Echo, variables: { text: long }, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ echo: long });
    const last = requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.params.query).toBeUndefined();
    expect(last?.params.variables).toEqual({ text: long });
    for (const request of requests.filter((r) => r.method === 'GET')) {
      expect(request.url.length).toBeLessThanOrEqual(maxGetUrlLength);
    }
  });

  it('turns persisted queries off for the session on PersistedQueryNotSupported', async () => {
    const { apollo, requests } = client(withoutApq);
    const first = await apollo.query({ query: Echo, variables: { text: 'a' }, fetchPolicy: 'network-only' });
    expect(first.data).toEqual({ echo: 'a' });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(requests[1]?.params.query).toContain('query Test_Echo');
    expect(requests[1]?.params.extensions?.persistedQuery).toBeUndefined();

    const second = await apollo.query({ query: Echo, variables: { text: 'b' }, fetchPolicy: 'network-only' });
    expect(second.data).toEqual({ echo: 'b' });
    expect(requests).toHaveLength(3);
    expect(requests[2]?.method).toBe('POST');
    expect(requests[2]?.params.query).toContain('query Test_Echo');
    expect(requests[2]?.params.extensions?.persistedQuery).toBeUndefined();
  });
});

describe('the persistedQueries flag (issue 15)', () => {
  it('sends full query text by POST while the flag is off, and hashes again once it is on', async () => {
    let on = false;
    const { apollo, requests } = client(withApq, { persistedQueries: () => on });
    const off = await apollo.query({ query: Echo, variables: { text: 'plin' }, fetchPolicy: 'network-only' });
    expect(off.data).toEqual({ echo: 'plin' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.params.query).toContain('query Test_Echo');
    expect(requests[0]?.params.extensions?.persistedQuery).toBeUndefined();

    on = true;
    const hashed = await apollo.query({ query: Echo, variables: { text: 'hash' }, fetchPolicy: 'network-only' });
    expect(hashed.data).toEqual({ echo: 'hash' });
    const first = requests[1];
    expect(first).toMatchObject({ method: 'GET', params: { query: undefined } });
    expect(first?.params.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('UNAUTHENTICATED: refresh and retry once', () => {
  const bearers = (requests: { headers: Headers; params: { operationName?: string } }[]) =>
    requests.filter((r) => r.params.operationName === 'Test_Whoami').map((r) => r.headers.get('authorization'));

  it('refreshes once and retries with the new token', async () => {
    let refreshes = 0;
    const { apollo, requests } = client(withApq, {
      getToken: () => 'stale',
      refreshToken: () => {
        refreshes += 1;
        return Promise.resolve('fresh');
      },
    });
    const result = await apollo.query({ query: Whoami, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ whoami: 'fresh' });
    expect(refreshes).toBe(1);
    expect(bearers(requests).at(-1)).toBe('Bearer fresh');
    expect(bearers(requests).filter((b) => b === 'Bearer fresh')).toHaveLength(1);
  });

  it('passes a second UNAUTHENTICATED through instead of looping', async () => {
    let refreshes = 0;
    const { apollo, requests } = client(withApq, {
      getToken: () => 'stale',
      refreshToken: () => {
        refreshes += 1;
        return 'also-stale';
      },
    });
    const error = await apollo.query({ query: Whoami, fetchPolicy: 'network-only' }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(refreshes).toBe(1);
    expect(bearers(requests).at(-1)).toBe('Bearer also-stale');
    expect(bearers(requests).filter((b) => b === 'Bearer also-stale')).toHaveLength(1);
  });

  it('passes the error through and logs when the refresh yields no token', async () => {
    let refreshes = 0;
    const { apollo, requests, logger } = client(withApq, {
      refreshToken: () => {
        refreshes += 1;
        return null;
      },
    });
    const error = await apollo.query({ query: Whoami, fetchPolicy: 'network-only' }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(refreshes).toBe(1);
    expect(bearers(requests).every((b) => b === null)).toBe(true);
    expect(logger.lines.some((line) => line.startsWith('info') && line.includes('will not refresh'))).toBe(true);
  });

  it('without a refresh function the error passes straight through', async () => {
    const { apollo, requests } = client(withApq, { getToken: () => 'stale' });
    const error = await apollo.query({ query: Whoami, fetchPolicy: 'network-only' }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(bearers(requests).every((b) => b === 'Bearer stale')).toBe(true);
  });
});
