/**
 * The experiments runtime (SPEC §4 Experiments), created once for the app. Without the hash cookie
 * ('ock') and with bootstrapping on, it deletes the old experiment cookies, fetches the bootstrap,
 * takes its assignment and flags, sets each pending cookie and writes the hash. Then it watches the
 * experiment cookie (every 1 s in idle time) and rewrites the hash when it changes. A failed
 * bootstrap retries with a growing delay; meanwhile and afterwards the site runs on the defaults.
 * Calls queued before it is ready are replayed once it is (the `announceReady` action).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { failureOf, outputOf } from '../actor-events';
import type {
  BootstrapData,
  ExperimentsContext,
  ExperimentsEvent,
  ExperimentsInput,
  PendingCookie,
} from './experiments.types';

/** Bootstrap calls before giving up for this page load (the site keeps its defaults). */
export const MAX_BOOTSTRAP_ATTEMPTS = 3;
/** First retry delay; each further one doubles it. */
export const RETRY_BASE_MS = 2_000;

const notProvided = () => Promise.reject(new Error('provided by useExperimentsActor'));

export const experimentsMachine = setup({
  types: {
    context: {} as ExperimentsContext,
    events: {} as ExperimentsEvent,
    input: {} as ExperimentsInput,
    tags: {} as 'loading',
  },
  actors: {
    loadBootstrap: fromPromise<BootstrapData, { requestId: string }>(notProvided),
    storeCookies: fromPromise<void, { pendingCookies: readonly PendingCookie[] }>(notProvided),
    storeHash: fromPromise<void, { experimentCookie: string }>(notProvided),
    watchCookie: fromCallback<ExperimentsEvent, { experimentCookie: string }>(() => undefined),
  },
  guards: {
    needsBootstrap: ({ context }) => context.needsBootstrap,
    canRetry: ({ context }) => context.failures < MAX_BOOTSTRAP_ATTEMPTS,
    isNewCookie: ({ context, event }) => event.experimentCookie !== context.experimentCookie,
  },
  actions: {
    /** Deletes laquesis, laquesisff, lqstatus, lqonap, onap and ldf (provided by the hook). */
    clearOldCookies: () => undefined,
    /** Replays the queued calls with the current cookie (provided by the hook). */
    announceReady: () => undefined,
    /** Keeps the flags in session storage under featureFlags (provided by the hook). */
    cacheFlags: (_, _flags: Readonly<Record<string, unknown>>) => undefined,
    setBootstrap: assign((_, data: BootstrapData) => ({
      experimentCookie: data.experimentCookie,
      featureFlags: data.featureFlags,
      pendingCookies: data.pendingCookies,
    })),
    markReady: assign({ ready: true }),
    countFailure: assign(({ context }, _failure: { error: unknown }) => ({ failures: context.failures + 1 })),
    setCookie: assign((_, experimentCookie: string) => ({ experimentCookie })),
  },
  delays: {
    retryDelay: ({ context }) => RETRY_BASE_MS * 2 ** Math.max(0, context.failures - 1),
  },
}).createMachine({
  id: 'experiments',
  description: 'Experimentele și flagurile vizitatorului: bootstrap la prima vizită, apoi urmărirea cookie-ului.',
  context: ({ input }) => ({
    requestId: input.requestId,
    experimentCookie: input.experimentCookie,
    needsBootstrap: !input.hasHash && input.bootstrapEnabled,
    featureFlags: input.cachedFlags,
    pendingCookies: [],
    failures: 0,
    ready: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Se verifică dacă lipsește cookie-ul hash „ock” și dacă bootstrap-ul este activ.',
      always: [
        { guard: 'needsBootstrap', target: 'bootstrapping' },
        { target: 'watching', actions: ['markReady', 'announceReady'] },
      ],
    },
    bootstrapping: {
      description: 'Cookie-urile vechi sunt șterse și se cere /api/uoffe?{uuid} (oprit dacă pagina pleacă).',
      tags: ['loading'],
      entry: 'clearOldCookies',
      invoke: {
        src: 'loadBootstrap',
        id: 'loadBootstrap',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: {
          target: 'storingCookies',
          actions: [
            { type: 'setBootstrap', params: outputOf },
            { type: 'cacheFlags', params: ({ event }) => event.output.featureFlags },
          ],
        },
        onError: { target: 'failed', actions: { type: 'countFailure', params: failureOf } },
      },
    },
    storingCookies: {
      description: 'Se scrie fiecare cookie primit (laquesis, laquesisff, id-ul vizitatorului), apoi hash-ul „ock”.',
      tags: ['loading'],
      invoke: {
        src: 'storeCookies',
        id: 'storeCookies',
        input: ({ context }) => ({ pendingCookies: context.pendingCookies }),
        onDone: { target: 'watching', actions: ['markReady', 'announceReady'] },
        onError: { target: 'watching', actions: ['markReady', 'announceReady'] },
      },
    },
    failed: {
      description:
        'Bootstrap-ul nu a răspuns: site-ul merge cu valorile implicite; se reîncearcă după 2 s, 4 s, apoi se renunță.',
      entry: ['markReady', 'announceReady'],
      after: {
        retryDelay: [{ guard: 'canRetry', target: 'bootstrapping' }, { target: 'watching' }],
      },
    },
    watching: {
      description: 'Cookie-ul de experimente se verifică la fiecare secundă, când browserul este liber.',
      invoke: {
        src: 'watchCookie',
        id: 'watchCookie',
        input: ({ context }) => ({ experimentCookie: context.experimentCookie }),
      },
      on: {
        'cookie.changed': {
          guard: 'isNewCookie',
          target: 'rehashing',
          actions: { type: 'setCookie', params: ({ event }) => event.experimentCookie },
        },
      },
    },
    rehashing: {
      description: 'Cookie-ul de experimente s-a schimbat: starea este actualizată și hash-ul „ock” rescris.',
      invoke: {
        src: 'storeHash',
        id: 'storeHash',
        input: ({ context }) => ({ experimentCookie: context.experimentCookie }),
        onDone: { target: 'watching', actions: 'announceReady' },
        onError: { target: 'watching' },
      },
    },
  },
});
