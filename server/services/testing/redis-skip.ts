/**
 * Tests that need Redis (REDIS_URL, default redis://127.0.0.1:6379, where our machines and CI run
 * one) run when it answers. Like PostgreSQL (server/db/testing/postgres-skip.ts): locally an
 * unreachable Redis skips them with a warning; in CI (`CI` set) it fails the run.
 */
import { Redis } from 'ioredis';
import { getEnv } from '@/server/env';
import { isCi } from '@/server/db/testing/postgres-skip';

/** The Redis the tests use. */
export const testRedisUrl = (): string => getEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Thrown instead of skipping, in CI. */
class RedisRequiredError extends Error {
  constructor(what: string) {
    super(`${what} — CI=true, so Redis must be reachable: a skipped Redis test fails the build.`);
    this.name = 'RedisRequiredError';
  }
}

/** Null when Redis answers PING within a second, else why not. */
export async function redisProblem(url: string): Promise<string | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let reason = '';
  client.on('error', (error: Error) => {
    reason ||= error.message;
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return reason || (error as Error).message;
  } finally {
    client.disconnect();
  }
}

/** Warns that a Redis test is skipped, or throws in CI. */
export function skipRedis(what: string, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (isCi(env)) throw new RedisRequiredError(what);
  console.warn(`${what}; skipping it (set CI=true to make this an error).`);
}
