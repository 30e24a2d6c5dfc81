/**
 * The feature flags provided at app level (SPEC §3): _app gives the page's values (page props,
 * then the bootstrap's); components read one flag with `useFeatureFlag(name)`. Without a
 * provider (tests, the explorer) every flag has the list's default.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { noteFlagEvaluated } from './flag-evaluations';
import { defaultFeatureFlags, type FeatureFlagName, type FeatureFlags, type FeatureFlagValue } from './flags';

const FeatureFlagsContext = createContext<FeatureFlags>(defaultFeatureFlags());

export function FeatureFlagsProvider({ flags, children }: { flags: FeatureFlags; children: ReactNode }) {
  return <FeatureFlagsContext.Provider value={flags}>{children}</FeatureFlagsContext.Provider>;
}

/** One flag's value; the first read of a flag on a page is recorded (optimus_feature_flag_evaluated). */
export function useFeatureFlag<N extends FeatureFlagName>(name: N): FeatureFlagValue<N> {
  const value = useContext(FeatureFlagsContext)[name] as FeatureFlagValue<N>;
  useEffect(() => noteFlagEvaluated(name, value, window.location.pathname), [name, value]);
  return value;
}
