/**
 * Live delivery (docs/messages.md): Subscription.conversationEvents over server-sent events
 * through a real yoga server on an ephemeral port. The seller subscribes with the browser's
 * Apollo client (persisted-query hash first, then the full text, over the SSE link); the dealer
 * (a foreign party here), the dealer's sub-user with the messages right and anonymous callers use
 * plain streaming fetches. Then two yoga instances share events over Redis (REDIS_URL, default
 * 127.0.0.1:6379): skipped with a warning when Redis does not answer, a failure in CI.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { createPubSub } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApolloClient } from '@/lib/graphql/apollo-client';
import { Messages_EventsDocument, type Messages_Events } from '@/lib/graphql/generated/operations';
import { readEvents } from '@/lib/graphql/sse-link';
import { type ConversationEvent, watchConversationEvents } from '@/lib/messages/conversation-events-client';
import { authConfig } from '@/server/auth/auth-config';
import { startSession } from '@/server/auth/session-tokens';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createEventBus, type EventBus } from '@/server/services/event-bus';
import { services } from '@/server/services/services';
import { redisProblem, skipRedis, testRedisUrl } from '@/server/services/testing/redis-skip';
import { listen, recordingFetch, type ListeningServer } from '../../testing/listen';
import { createVolanYoga } from '../../yoga';

type LiveEvent = Messages_Events['conversationEvents'];

/** An in-process EventTarget that counts its listeners, so a test knows when a subscriber is listening. */
class WatchedTarget extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.listeners += 1;
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    super.removeEventListener(...args);
    this.listeners -= 1;
  }
}

const redisUrl = testRedisUrl();
const redisDown = await redisProblem(redisUrl);
if (redisDown) skipRedis(`[messages.live.test] Redis at ${redisUrl} is not reachable (${redisDown})`);

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const target = new WatchedTarget();
const bus: EventBus = { pubsub: createPubSub({ eventTarget: target }), kind: 'memory', close: () => Promise.resolve() };
let t: TestDb;
let server: ListeningServer;
const tokens: Record<'buyer' | 'seller' | 'dealer' | 'employee', string> = {
  buyer: '',
  seller: '',
  dealer: '',
  employee: '',
};

beforeAll(async () => {
  t = await createTestDb();
  const yoga = createVolanYoga({
    db: t.db,
    auth: { now: clock.now },
    logger: false,
    services: { messages: { ...services.messages, events: () => bus } },
  });
  server = await listen(yoga);
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const [user] = await t.db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS[name].id));
    tokens[name] = (await startSession(t.db, authConfig({ now: clock.now }), user!)).idToken;
  }
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until `count` more pub/sub listeners are attached than `before`. */
const listening = (before: number, count: number) =>
  waitFor(() => (target.listeners >= before + count ? true : undefined), 'the subscriber to listen');

async function gql(query: string, variables: Record<string, unknown>, token: string, origin = server.origin) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const SEND = `mutation Test_Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) { conversationId } }`;
const send = async (advertId: number, token: string, origin = server.origin) =>
  (
    (await gql(
      SEND,
      { input: { advertId: String(advertId), subject: 'AVAILABLE', message: 'Bună ziua, mai este de vânzare?' } },
      token,
      origin,
    )) as { sendContactMessage: { conversationId: string } }
  ).sendContactMessage.conversationId;

/** A raw SSE subscription (no Apollo): the results it received so far, and close(). */
function rawSubscription(token?: string, origin = server.origin) {
  const results: { data?: { conversationEvents: LiveEvent }; errors?: { extensions?: { code?: string } }[] }[] = [];
  const controller = new AbortController();
  let completed = false;
  const done = (async () => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        query: 'subscription Test_Live { conversationEvents { kind conversationId tab mine unreadCount } }',
      }),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    for await (const event of readEvents(response.body!)) {
      if (event.event === 'next') results.push(JSON.parse(event.data) as (typeof results)[number]);
      if (event.event === 'complete') completed = true;
    }
  })().catch((error: unknown) => (controller.signal.aborted ? undefined : error));
  return {
    results,
    isCompleted: () => completed,
    close: async () => {
      controller.abort();
      expect(await done).toBeUndefined();
    },
  };
}

describe('Subscription.conversationEvents over SSE', () => {
  it('refuses an anonymous subscriber with UNAUTHENTICATED and ends the stream', async () => {
    const anonymous = rawSubscription();
    await waitFor(() => (anonymous.isCompleted() ? true : undefined), 'the refusal');
    expect(anonymous.results).toHaveLength(1);
    expect(anonymous.results[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await anonymous.close();
  });

  it('delivers a buyer’s message live to the seller (through persisted queries), not to a foreign user', async () => {
    const recorder = recordingFetch();
    const apollo = createApolloClient({
      uri: `${server.origin}/graphql`,
      siteCode: 'volan_ro',
      getToken: () => tokens.seller,
      fetchImpl: recorder.fetch,
      logger: { info: () => {}, warn: () => {} },
      ssrMode: false,
    });
    const received: LiveEvent[] = [];
    const before = target.listeners;
    const subscription = apollo.subscribe({ query: Messages_EventsDocument }).subscribe({
      next: (result) => {
        if (result.data) received.push(result.data.conversationEvents);
      },
    });
    const foreign = rawSubscription(tokens.dealer);
    // seller: its user, e-mail and seller keys; dealer: the same three.
    await listening(before, 6);
    // The hash went first (by GET), the server did not know it, the full text followed.
    expect(recorder.requests.map((r) => [r.method, r.params.query === undefined])).toEqual([
      ['GET', true],
      ['POST', false],
    ]);
    expect(recorder.requests[0]?.headers.get('accept')).toBe('text/event-stream');

    const conversationId = await send(DEMO_ADVERT_IDS.activeCar, tokens.buyer);
    const event = await waitFor(() => received[0], 'the seller’s event');
    expect(event).toMatchObject({
      kind: 'MESSAGE',
      conversationId,
      tab: 'RECEIVED',
      myRole: 'SELLER',
      mine: false,
      unreadCount: 1,
    });
    expect(event.messageId).toMatch(/^[0-9a-f-]{36}$/);

    // The dealer's own message is its first event: the buyer's conversation never reached it.
    const own = await send(DEMO_ADVERT_IDS.activeCar, tokens.dealer);
    await waitFor(() => foreign.results[0], 'the dealer’s own event');
    expect(foreign.results.map((r) => r.data?.conversationEvents.conversationId)).toEqual([own]);
    expect(foreign.results[0]?.data?.conversationEvents).toMatchObject({ tab: 'SENT', mine: true, unreadCount: 0 });

    // Reading in another tab updates the unread count of this one.
    await gql('mutation Test_Read($id: ID!) { markConversationRead(id: $id) }', { id: conversationId }, tokens.seller);
    await waitFor(() => received.find((e) => e.kind === 'READ' && e.conversationId === conversationId), 'the read');
    expect(received.at(-1)).toMatchObject({ kind: 'READ', mine: true, unreadCount: 1 });

    // Deleting and restoring in another tab moves it in this one; the other party hears nothing.
    const dealerEvents = foreign.results.length;
    await gql('mutation Test_Delete($id: ID!) { deleteConversation(id: $id) }', { id: conversationId }, tokens.seller);
    await waitFor(() => received.find((e) => e.kind === 'MOVED'), 'the delete');
    expect(received.at(-1)).toMatchObject({ kind: 'MOVED', conversationId, mine: true, messageId: null });
    await gql(
      'mutation Test_Restore($id: ID!) { restoreConversation(id: $id) }',
      { id: conversationId },
      tokens.seller,
    );
    await waitFor(() => (received.filter((e) => e.kind === 'MOVED').length === 2 ? true : undefined), 'the restore');
    expect(foreign.results).toHaveLength(dealerEvents);

    subscription.unsubscribe();
    await foreign.close();
    await waitFor(() => (target.listeners === before ? true : undefined), 'the listeners to go');
  });

  it('reaches a dealer’s sub-user with the messages right, and the buyer hears the reply', async () => {
    const before = target.listeners;
    const employee = rawSubscription(tokens.employee);
    const buyer = rawSubscription(tokens.buyer);
    await listening(before, 6);
    const conversationId = await send(DEMO_ADVERT_IDS.dealerCar, tokens.buyer);
    await waitFor(() => employee.results[0], 'the employee’s event');
    expect(employee.results[0]?.data?.conversationEvents).toMatchObject({
      conversationId,
      tab: 'RECEIVED',
      mine: false,
    });
    clock.advance(60_000);
    await gql(
      'mutation Test_Reply($id: ID!, $message: String!) { replyToConversation(id: $id, message: $message) { message { id } } }',
      { id: conversationId, message: 'Da, mașina este disponibilă.' },
      tokens.employee,
    );
    await waitFor(() => buyer.results[1], 'the buyer’s second event');
    expect(buyer.results.map((r) => r.data?.conversationEvents)).toMatchObject([
      { conversationId, tab: 'SENT', mine: true },
      { conversationId, tab: 'SENT', mine: false, unreadCount: 1 },
    ]);
    await employee.close();
    await buyer.close();
    await waitFor(() => (target.listeners === before ? true : undefined), 'the listeners to go');
  });
});

describe('the browser’s watcher (lib/messages/conversation-events-client.ts)', () => {
  it('reconnects after a drop and says so, and stops when the server refuses the viewer', async () => {
    const streams: AbortController[] = [];
    const droppable: typeof fetch = (input, init) => {
      const controller = new AbortController();
      streams.push(controller);
      init?.signal?.addEventListener('abort', () => controller.abort());
      return fetch(input, { ...init, signal: controller.signal });
    };
    const client = (token: string) =>
      createApolloClient({
        uri: `${server.origin}/graphql`,
        siteCode: 'volan_ro',
        getToken: () => token,
        fetchImpl: droppable,
        logger: { info: () => {}, warn: () => {} },
        ssrMode: false,
      });
    const events: ConversationEvent[] = [];
    let reconnects = 0;
    const before = target.listeners;
    const stop = watchConversationEvents(client(tokens.seller), {
      onEvent: (event) => events.push(event),
      onReconnect: () => (reconnects += 1),
    });
    await listening(before, 3);
    for (const controller of streams) controller.abort();
    await waitFor(() => (reconnects === 1 ? true : undefined), 'the reconnect');
    await listening(before, 3);
    clock.advance(60_000);
    const conversationId = await send(DEMO_ADVERT_IDS.activeCar, tokens.buyer);
    await waitFor(() => events.find((e) => e.conversationId === conversationId), 'the event after the reconnect');
    stop();
    await waitFor(() => (target.listeners === before ? true : undefined), 'the listeners to go');

    let signedOut = false;
    watchConversationEvents(client('not-a-token'), { onEvent: () => {}, onSignedOut: () => (signedOut = true) });
    await waitFor(() => (signedOut ? true : undefined), 'the refusal');
    expect(target.listeners).toBe(before);
  });
});

describe.skipIf(redisDown !== null)('two app instances over Redis', () => {
  // Generous: on a loaded CI machine two servers and four Redis connections take a while to start.
  it('delivers a message sent through one instance to a subscriber of the other', { timeout: 90_000 }, async () => {
    const prefix = `volan-test-${randomUUID()}:`;
    const [busA, busB] = [createEventBus({ redisUrl, prefix }), createEventBus({ redisUrl, prefix })];
    const instance = (events: EventBus) =>
      listen(
        createVolanYoga({
          db: t.db,
          auth: { now: clock.now },
          logger: false,
          services: { messages: { ...services.messages, events: () => events } },
        }),
      );
    const [a, b] = await Promise.all([instance(busA), instance(busB)]);
    // Sessions of this test's own: the earlier tests moved the clock on.
    const fresh = async (id: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.id, id));
      return (await startSession(t.db, authConfig({ now: clock.now }), user!)).idToken;
    };
    const [sellerToken, buyerToken] = await Promise.all([
      fresh(DEMO_ACCOUNTS.seller.id),
      fresh(DEMO_ACCOUNTS.buyer.id),
    ]);
    const admin = new Redis(redisUrl);
    const seller = rawSubscription(sellerToken, b.origin);
    try {
      const channel = `${prefix}conversation:seller:${DEMO_ACCOUNTS.seller.id}`;
      await waitFor(
        async () => {
          const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
          return Number(count) > 0 ? true : undefined;
        },
        'instance B to subscribe in Redis',
        20_000,
      );
      // Instance A's publishing connection may still be connecting on a loaded machine (it drops
      // events until it is ready, by design): wait until an event of A's reaches B through Redis.
      const probe = busB.pubsub.subscribe('test-probe', 'x')[Symbol.asyncIterator]();
      const arrived = probe.next();
      let probed = false;
      void arrived.then(() => (probed = true));
      await waitFor(
        () => {
          if (!probed) busA.pubsub.publish('test-probe', 'x', { at: Date.now() });
          return probed ? true : undefined;
        },
        'an event of instance A to reach instance B',
        20_000,
      );
      await probe.return?.();
      const conversationId = await send(DEMO_ADVERT_IDS.activeCar, buyerToken, a.origin);
      await waitFor(() => seller.results[0], 'the event on instance B');
      expect(seller.results[0]?.data?.conversationEvents).toMatchObject({
        kind: 'MESSAGE',
        conversationId,
        tab: 'RECEIVED',
      });
    } finally {
      await seller.close();
      admin.disconnect();
      await Promise.all([a.close(), b.close(), busA.close(), busB.close()]);
    }
  });
});
