/**
 * The session machine behind the Apollo links, against the real server (next-auth's handlers and
 * GraphQL on one port, a clock the test moves): an id token that expires mid-session makes
 * GraphQL answer UNAUTHENTICATED; the retry link asks the session for a forced refresh and retries
 * once with the renewed token (SPEC §4 "API calls", §8).
 */
import { gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApolloClient } from '@/lib/graphql/apollo-client';
import { signInWithCredentials, type AuthClientOptions } from '@/lib/session/auth-client';
import { createSessionLogic } from '@/machines/session/session-logic';
import { sessionTokenReaders } from '@/machines/session/session-tokens';
import {
  BrowserClient,
  startAuthTestServer,
  testClock,
  type AuthTestServer,
} from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';

const TTL = 60;
const clock = testClock(new Date());
let t: TestDb;
let server: AuthTestServer;

beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
  server = await startAuthTestServer(t.db, { now: clock.now, idTokenTtlSeconds: TTL });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

function browser(): { options: AuthClientOptions } {
  const client = new BrowserClient(server.origin);
  return { options: { fetchImpl: (url, init) => client.fetch(url, init) } };
}

const now = () => clock.now().getTime();

describe('the session machine behind the Apollo links', () => {
  it('an id token that expired mid-session: UNAUTHENTICATED, a forced refresh, one retry', async () => {
    clock.advance(16 * 60_000);
    const { options } = browser();
    await signInWithCredentials(
      { email: DEMO_ACCOUNTS.dealer.email, password: DEMO_PASSWORD, callbackUrl: '/' },
      options,
    );
    const session = createActor(createSessionLogic({ authClient: options, now }), { input: {} }).start();
    await waitFor(session, (snapshot) => !snapshot.matches('loading'));
    expect(session.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    const first = session.getSnapshot().context.session?.idToken;

    const requests: string[] = [];
    const apollo = createApolloClient({
      uri: `${server.origin}/graphql`,
      siteCode: 'volan_ro',
      ...sessionTokenReaders(session),
      fetchImpl: (input, init) => {
        requests.push(new Headers(init?.headers).get('authorization') ?? 'none');
        return fetch(input, init);
      },
      logger: { info: () => {}, warn: () => {} },
      // As in the browser: in SSR mode Apollo would answer network-only queries from its cache.
      ssrMode: false,
    });
    const ME = gql`
      query Test_me {
        me {
          userUUID
        }
      }
    `;
    const before = await apollo.query({ query: ME, fetchPolicy: 'network-only' });
    expect(before.data).toEqual({ me: { __typename: 'Me', userUUID: DEMO_ACCOUNTS.dealer.id } });

    // The server's clock moves past the token's expiry; the client's cache still trusts it.
    clock.advance((TTL + 5) * 1000);
    const after = await apollo.query({ query: ME, fetchPolicy: 'network-only' });
    expect(after.data).toEqual({ me: { __typename: 'Me', userUUID: DEMO_ACCOUNTS.dealer.id } });
    const renewed = session.getSnapshot().context.session?.idToken;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(first);
    // The first call with the old token, then once more with the renewed one: one retry, no loop.
    expect(requests.slice(-2)).toEqual([`Bearer ${first}`, `Bearer ${renewed}`]);
    session.stop();
  });

  it('an operation refused after another operation’s refresh renewed the token: no second refresh, retried with it', async () => {
    const client = new BrowserClient(server.origin);
    const refreshes: string[] = [];
    const options: AuthClientOptions = {
      fetchImpl: (url, init) => {
        if (String(url).includes('/api/auth/session') && init?.method === 'POST') refreshes.push(String(url));
        return client.fetch(url, init);
      },
    };
    await signInWithCredentials(
      { email: DEMO_ACCOUNTS.dealer.email, password: DEMO_PASSWORD, callbackUrl: '/' },
      options,
    );
    const session = createActor(createSessionLogic({ authClient: options, now }), { input: {} }).start();
    await waitFor(session, (snapshot) => !snapshot.matches('loading'));
    const first = session.getSnapshot().context.session?.idToken;
    const requests: string[] = [];
    const apollo = createApolloClient({
      uri: `${server.origin}/graphql`,
      siteCode: 'volan_ro',
      ...sessionTokenReaders(session),
      fetchImpl: async (input, init) => {
        const authorization = new Headers(init?.headers).get('authorization') ?? 'none';
        requests.push(authorization);
        const response = await fetch(input, init);
        // The second operation's refusal comes back only after the first one's refresh is done.
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const asks = `${url} ${typeof init?.body === 'string' ? init.body : ''}`;
        if (asks.includes('Test_unread') && authorization === `Bearer ${first}`)
          await waitFor(session, (s) => s.context.session?.idToken !== first && !s.hasTag('fetching'));
        return response;
      },
      logger: { info: () => {}, warn: () => {} },
      ssrMode: false,
    });
    const ME = gql`
      query Test_me_twice {
        me {
          userUUID
        }
      }
    `;
    const TEAM = gql`
      query Test_unread {
        unreadConversationCount
      }
    `;
    clock.advance((TTL + 5) * 1000);
    const before = refreshes.length;
    const [me, unread] = await Promise.all([
      apollo.query({ query: ME, fetchPolicy: 'network-only' }),
      apollo.query({ query: TEAM, fetchPolicy: 'network-only' }),
    ]);
    expect(me.data).toEqual({ me: { __typename: 'Me', userUUID: DEMO_ACCOUNTS.dealer.id } });
    expect(unread.data).toHaveProperty('unreadConversationCount');
    expect(refreshes.length - before, 'forced refreshes').toBe(1);
    const renewed = session.getSnapshot().context.session?.idToken;
    expect(renewed).not.toBe(first);
    expect(requests.slice(-4).sort()).toEqual([
      `Bearer ${first}`,
      `Bearer ${first}`,
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
    ]);
    session.stop();
  });
});
