/**
 * The app-wide experiments runtime: `ExperimentsProvider` (in components/shell/app-root.tsx)
 * creates the machine once with the browser's actors (lib/experiments/experiments-browser.ts),
 * gives the app its flags (the page's site-wide values overlaid, after hydration, by the visitor's
 * from the bootstrap or this tab's cache; also `window.featureFlags`) and the experiment cookie.
 * The actor starts in an effect, so the server render (cached for every visitor on shared pages)
 * never depends on one visitor's cookies.
 */
import { useActorRef } from '@xstate/react';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { EXPERIMENT_COOKIE, HASH_COOKIE, variantOf } from '@/lib/experiments/experiment-cookie';
import {
  browserCookie,
  cacheFlags,
  clearStaleExperimentCookies,
  fetchBootstrap,
  newRequestId,
  readCachedFlags,
  storeHashCookie,
  storePendingCookies,
  watchExperimentCookie,
  type BootstrapData,
  type PendingCookie,
} from '@/lib/experiments/experiments-browser';
import { markExperimentsReady } from '@/lib/experiments/ready-queue';
import { withFeatureFlags, type FeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { flowInspector } from '../flow-inspector';
import { experimentsMachine } from './experiments.machine';
import type { ExperimentsEvent, ExperimentsInput } from './experiments.types';

/** The browser's implementations of the machine's actors. */
export const browserActors = {
  loadBootstrap: fromPromise<BootstrapData, { requestId: string }>(({ input, signal }) =>
    fetchBootstrap(input.requestId, signal),
  ),
  storeCookies: fromPromise<void, { pendingCookies: readonly PendingCookie[] }>(({ input }) =>
    storePendingCookies(input.pendingCookies),
  ),
  storeHash: fromPromise<void, { experimentCookie: string }>(() => storeHashCookie()),
  watchCookie: fromCallback<ExperimentsEvent, { experimentCookie: string }>(({ input, sendBack }) =>
    watchExperimentCookie(input.experimentCookie, (experimentCookie) =>
      sendBack({ type: 'cookie.changed', experimentCookie }),
    ),
  ),
};

/** Replacement actors (model tests park them). */
export interface ExperimentsDeps {
  readonly actors?: Partial<typeof browserActors>;
}

/** The experiments actor. */
export type ExperimentsActorRef = ActorRefFrom<typeof experimentsMachine>;

const SERVER_INPUT: ExperimentsInput = {
  requestId: '',
  experimentCookie: '',
  hasHash: true,
  bootstrapEnabled: false,
  cachedFlags: null,
};

function browserInput(bootstrapEnabled: boolean): ExperimentsInput {
  if (typeof document === 'undefined') return SERVER_INPUT;
  const hasHash = browserCookie(HASH_COOKIE) !== '';
  return {
    requestId: newRequestId(),
    // A bootstrap deletes the old cookie first: its assignment no longer counts.
    experimentCookie: !hasHash && bootstrapEnabled ? '' : browserCookie(EXPERIMENT_COOKIE),
    hasHash,
    bootstrapEnabled,
    cachedFlags: readCachedFlags(),
  };
}

/** Creates the runtime once (it starts in an effect, in the browser only). */
function useExperimentsActor(bootstrapEnabled: boolean, deps: ExperimentsDeps = {}): ExperimentsActorRef {
  const [logic] = useState(() =>
    experimentsMachine.provide({
      actors: { ...browserActors, ...deps.actors },
      actions: {
        clearOldCookies: () => clearStaleExperimentCookies(),
        announceReady: ({ context }) => markExperimentsReady(context.experimentCookie),
        cacheFlags: (_, flags) => cacheFlags(flags),
      },
    }),
  );
  return useActorRef(logic, { input: browserInput(bootstrapEnabled), inspect: flowInspector });
}

/** The visitor's experiment cookie (the provider's; tests give one directly). */
export const ExperimentCookieContext = createContext('');
const NO_FLAGS = null;

/** Provides the flags and the experiment cookie to the app; `pageFlags` are the page's site-wide values. */
export function ExperimentsProvider({
  pageFlags,
  children,
  deps,
}: {
  pageFlags: Partial<FeatureFlags> | undefined;
  children: ReactNode;
  deps?: ExperimentsDeps;
}) {
  const pageValues = useMemo(() => withFeatureFlags(pageFlags), [pageFlags]);
  const actor = useExperimentsActor(pageValues.experimentsBootstrap, deps);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // The server snapshot (also the hydration one) is the page's: one visitor's values come after.
  const visitorFlags = useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot().context.featureFlags,
    () => NO_FLAGS,
  );
  const experimentCookie = useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot().context.experimentCookie,
    () => '',
  );
  const flags = useMemo(
    () => (visitorFlags ? withFeatureFlags({ ...pageValues, ...visitorFlags }) : pageValues),
    [pageValues, visitorFlags],
  );
  useEffect(() => {
    (window as Window & { featureFlags?: FeatureFlags }).featureFlags = flags;
  }, [flags]);
  return createElement(
    ExperimentCookieContext.Provider,
    { value: experimentCookie },
    createElement(FeatureFlagsProvider, { flags, children }),
  );
}

/** The visitor's variant of an experiment (lower case), or null: always null in the server render. */
export function useExperimentVariant(experiment: string): string | null {
  return variantOf(useContext(ExperimentCookieContext), experiment);
}
