/** The feature flags the financing entry points read (financingWidgets, externalPartner). */
import { useMemo } from 'react';
import type { FinancingFlags } from '@/lib/financing/site-entry-status';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';

/** The two flags as lib/financing's resolvers take them. */
export function useFinancingFlags(): FinancingFlags {
  const financingWidgets = useFeatureFlag('financingWidgets');
  const externalPartner = useFeatureFlag('externalPartner');
  return useMemo(() => ({ financingWidgets, externalPartner }), [financingWidgets, externalPartner]);
}
