/**
 * Test harness for GraphQL modules: a seeded PGlite database and the real yoga endpoint (fetched
 * in-process) on a hand-moved clock, plus id tokens of real sessions. Registers its own
 * beforeAll/afterAll; read `db` inside tests.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { authConfig } from '@/server/auth/auth-config';
import { startSession } from '@/server/auth/session-tokens';
import type { GraphQLBody, TestClock } from '@/server/auth/testing/auth-test-server';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/users';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createVolanYoga, type VolanYoga } from '../yoga';

/** What a module test works with. */
export interface YogaHarness {
  readonly db: Db;
  /** POST /graphql; `authorization` is sent as is when given, and `headers` besides (a user agent). */
  post(
    query: string,
    variables?: Record<string, unknown>,
    authorization?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: GraphQLBody }>;
  /** The id token of a new session of the user (a real refresh-token family). */
  tokenFor(userId: string): Promise<string>;
}

/** `ads`: seeded adverts (default none; the standard seed's count reuses its shared dump). */
export function yogaTestHarness(clock: TestClock, options: { ads?: number } = {}): YogaHarness {
  let t: TestDb | undefined;
  let yoga: VolanYoga | undefined;
  beforeAll(async () => {
    t = await createTestDb({ ads: options.ads ?? 0 });
    yoga = createVolanYoga({ db: t.db, auth: { now: clock.now }, logger: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  const ready = () => {
    if (!t || !yoga) throw new Error('the harness is used outside a test');
    return { db: t.db, yoga };
  };
  return {
    get db() {
      return ready().db;
    },
    async post(query, variables = {}, authorization, extraHeaders = {}) {
      const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json' };
      if (authorization !== undefined) headers['authorization'] = authorization;
      const response = await ready().yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLBody };
    },
    async tokenFor(userId) {
      const { db } = ready();
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new Error(`no user ${userId}`);
      return (await startSession(db, authConfig({ now: clock.now }), user)).idToken;
    },
  };
}
