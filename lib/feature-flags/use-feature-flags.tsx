/**
 * The feature flags provided at app level (SPEC §3): _app gives the page's values (page props,
 * then the bootstrap's); components read one flag with `useFeatureFlag(name)`. Without a
 * provider (tests, the explorer) every flag has the list's default.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defaultFeatureFlags, type FeatureFlagName, type FeatureFlags, type FeatureFlagValue } from './flags';

const FeatureFlagsContext = createContext<FeatureFlags>(defaultFeatureFlags());

export function FeatureFlagsProvider({ flags, children }: { flags: FeatureFlags; children: ReactNode }) {
  return <FeatureFlagsContext.Provider value={flags}>{children}</FeatureFlagsContext.Provider>;
}

/** Every flag's value. */
export function useFeatureFlags(): FeatureFlags {
  return useContext(FeatureFlagsContext);
}

/** One flag's value. */
export function useFeatureFlag<N extends FeatureFlagName>(name: N): FeatureFlagValue<N> {
  return useContext(FeatureFlagsContext)[name] as FeatureFlagValue<N>;
}
