/**
 * The site-wide flags every server-rendered page carries (issue 15): only values that are the same
 * for every visitor, because shared pages are cached for all of them; a visitor's own rollouts
 * arrive with the bootstrap in the browser. Unreachable flags leave the list's defaults.
 */
import type { FeatureFlags } from '@/lib/feature-flags/flags';
import { FEATURE_FLAGS, isFeatureFlagName } from '@/lib/feature-flags/flags';
import { Page_SiteFeatureFlagsDocument } from '@/lib/graphql/generated/page-operations';
import type { SsrExecutor } from '@/server/graphql/execute';

/** The flags for page props; {} (the defaults) when they cannot be read. */
export async function loadPageFeatureFlags(execute: SsrExecutor): Promise<Partial<FeatureFlags>> {
  try {
    const data = await execute(Page_SiteFeatureFlagsDocument, {});
    const flags: Partial<Record<keyof FeatureFlags, boolean | string>> = {};
    for (const flag of data.siteFeatureFlags) {
      if (!isFeatureFlagName(flag.name)) continue;
      flags[flag.name] = FEATURE_FLAGS[flag.name].kind === 'string' ? (flag.value ?? '') : flag.enabled;
    }
    return flags as Partial<FeatureFlags>;
  } catch {
    // The page itself reports a database outage; here the defaults are the safe answer.
    return {};
  }
}
