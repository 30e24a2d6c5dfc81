/**
 * The pub/sub behind GraphQL subscriptions (docs/messages.md, Live delivery): yoga's createPubSub
 * over an in-process EventTarget, and with REDIS_URL over Redis pub/sub as well, so events reach
 * subscribers on every app instance.
 *
 * With Redis an event is dispatched in-process at once and published to Redis with this
 * instance's id; what comes back from Redis is dispatched here only when another instance sent it.
 * So when Redis is down, subscribers on the instance that published still get the event (delivery
 * degrades to one instance, it never stops), publishing never throws into the request that stored
 * the message, and the failure is logged (once per outage, not per event). ioredis reconnects on
 * its own and subscribes its channels again.
 */
import { randomUUID } from 'node:crypto';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { logger as appLogger, type Logger } from '@/lib/logger/logger';
import { getEnv } from '@/server/env';

/** Every event carries a JSON object; `origin` is added on the way through Redis. */
type Detail = Record<string, unknown>;
/** Topics are `<routingKey>:<id>` (yoga's createPubSub with an id). */
type Topics = Record<string, [id: string, detail: Detail]>;

/** The pub/sub and how to shut it (closes the Redis connections, if any). */
export interface EventBus {
  readonly pubsub: PubSub<Topics>;
  /** 'redis' when REDIS_URL was given (even while Redis is unreachable), else 'memory'. */
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** How an event bus is made. */
export interface EventBusOptions {
  /** redis://… ; in-process only when absent. */
  readonly redisUrl?: string;
  /** Channel prefix, so apps sharing a Redis do not hear each other. Default 'volan:'. */
  readonly prefix?: string;
  readonly logger?: Pick<Logger, 'warn' | 'info'>;
}

type Listener = (event: Event) => void;
type ListenerArg = Listener | { handleEvent: Listener } | null;
const asFunction = (listener: ListenerArg): Listener | null =>
  listener === null ? null : typeof listener === 'function' ? listener : (event) => listener.handleEvent(event);

/** Logs a Redis failure once until Redis works again. */
function outageReporter(log: Pick<Logger, 'warn' | 'info'>) {
  let down = false;
  let closed = false;
  return {
    failed(what: string, error: unknown) {
      if (down || closed) return;
      down = true;
      log.warn(`[events] Redis ${what} failed: live events reach only this instance's subscribers until it is back`, {
        error: String(error),
      });
    },
    ok() {
      if (!down) return;
      down = false;
      log.info('[events] Redis is reachable again');
    },
    /** The bus was closed: what fails from now on is expected. */
    close() {
      closed = true;
    },
  };
}

/**
 * A Redis client whose commands never leave a rejected promise unhandled (the event target does
 * not await them; an unhandled rejection would end the process).
 */
function guarded(client: Redis, report: ReturnType<typeof outageReporter>): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'publish' || property === 'subscribe' || property === 'unsubscribe') {
        return (...args: string[]) =>
          (target[property] as (...a: string[]) => Promise<unknown>)(...args).then(
            () => report.ok(),
            (error: unknown) => report.failed(property, error),
          );
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The subscribing connection's options. No ready check (INFO) and no CLIENT SETINFO: ioredis 5 may
 * send them after a SUBSCRIBE issued while the connection is set up (a listener added then, or
 * its own re-subscription after every reconnect), and Redis refuses them in subscriber mode
 * ("Connection in subscriber mode, only subscriber commands may be used"). That lost the
 * subscription: an instance stopped hearing the others until the next reconnect.
 */
export const SUBSCRIBER_OPTIONS = {
  maxRetriesPerRequest: null,
  lazyConnect: true,
  enableReadyCheck: false,
  disableClientInfo: true,
} as const;

/** In-process delivery plus Redis; events from Redis that this instance sent are skipped. */
function localAndRedisTarget(redisUrl: string, prefix: string, log: Pick<Logger, 'warn' | 'info'>) {
  const origin = randomUUID();
  const report = outageReporter(log);
  // Publishing fails at once while Redis is down (no queue of stale events); subscribing waits for
  // the connection and is renewed by ioredis after every reconnect.
  const publishClient = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  const subscribeClient = new Redis(redisUrl, SUBSCRIBER_OPTIONS);
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: unknown) => report.failed('connection', error));
    client.on('ready', () => report.ok());
    client.connect().catch((error: unknown) => report.failed('connection', error));
  }
  const redis = createRedisEventTarget<CustomEvent<Detail>>({
    publishClient: guarded(publishClient, report),
    subscribeClient: guarded(subscribeClient, report),
  });
  const local = new EventTarget();
  const remote = new WeakMap<Listener, Listener>();
  const target = {
    addEventListener(topic: string, listener: ListenerArg) {
      const callback = asFunction(listener);
      if (!callback) return;
      const fromOthers: Listener = (event) => {
        const { origin: sender, ...detail } = (event as CustomEvent<Detail>).detail;
        if (sender !== origin) callback(new CustomEvent(topic, { detail }));
      };
      remote.set(callback, fromOthers);
      local.addEventListener(topic, callback);
      redis.addEventListener(prefix + topic, fromOthers);
    },
    removeEventListener(topic: string, listener: ListenerArg) {
      const callback = asFunction(listener);
      if (!callback) return;
      local.removeEventListener(topic, callback);
      const fromOthers = remote.get(callback);
      if (fromOthers) redis.removeEventListener(prefix + topic, fromOthers);
    },
    dispatchEvent(event: CustomEvent<Detail>) {
      local.dispatchEvent(event);
      if (publishClient.status === 'ready') {
        redis.dispatchEvent(new CustomEvent(prefix + event.type, { detail: { ...event.detail, origin } }));
      } else report.failed('publish', `connection ${publishClient.status}`);
      return true;
    },
  };
  return {
    target,
    close: () => {
      // disconnect(), not quit(): quit would wait for a Redis that may be down.
      report.close();
      publishClient.disconnect();
      subscribeClient.disconnect();
      return Promise.resolve();
    },
  };
}

/** A new event bus: in-process, or in-process plus Redis when `redisUrl` is given. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  if (!options.redisUrl) {
    return { pubsub: createPubSub<Topics>(), kind: 'memory', close: () => Promise.resolve() };
  }
  const { target, close } = localAndRedisTarget(
    options.redisUrl,
    options.prefix ?? 'volan:',
    options.logger ?? appLogger,
  );
  return { pubsub: createPubSub<Topics>({ eventTarget: target }), kind: 'redis', close };
}

let shared: EventBus | undefined;

/** The process-wide bus (REDIS_URL from the environment), made on first use. */
export function getEventBus(): EventBus {
  shared ??= createEventBus({ redisUrl: getEnv().REDIS_URL });
  return shared;
}
