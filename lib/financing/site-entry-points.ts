/**
 * The entry points without an advert (SPEC §2.6, §4): the header, the footer (only on the home,
 * listing and ad pages, recognised from the path) and the listing's filters dialog. The footer is
 * resolved again for every path the page reaches.
 */
import { routeIdOf } from '@/lib/routes/match-route';
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import { FOOTER_FALLBACK_SLOT, FOOTER_PAGE_TYPES } from './financing-constants';
import { siteWideFinancingType } from './financing-type';
import { ENTRY_POINT_STATUS, statusOnly, type EntryPointResolution } from './entry-point-status';

/** The feature flags the entry points read. */
export interface FinancingFlags {
  readonly financingWidgets: boolean;
  /** The externalPartner flag (a partner's name, or ''). */
  readonly externalPartner: string;
}

/** ENABLED with the site-wide financing type (dealerFinancingPartner false), or DISABLED. */
function siteWide(flags: FinancingFlags, config: FinancingConfig): EntryPointResolution {
  if (!flags.financingWidgets) return statusOnly(ENTRY_POINT_STATUS.DISABLED);
  return {
    status: ENTRY_POINT_STATUS.ENABLED,
    financingType: siteWideFinancingType(flags.externalPartner, config),
    report: null,
  };
}

/** The header's financing entry. */
export function resolveHeaderEntryPoint(
  flags: FinancingFlags,
  config: FinancingConfig = FINANCING_CONFIG,
): EntryPointResolution {
  return siteWide(flags, config);
}

/** The filters dialog's partner comes with it: the site-wide type, as the listing has no one seller. */
export function resolveFiltersDialogEntryPoint(
  flags: FinancingFlags,
  config: FinancingConfig = FINANCING_CONFIG,
): EntryPointResolution {
  return siteWide(flags, config);
}

/** The footer's resolution, and the ad slot shown instead while it is DISABLED. */
export interface FooterResolution extends EntryPointResolution {
  readonly fallbackSlot: typeof FOOTER_FALLBACK_SLOT | null;
}

/** True when the path is a page type whose footer carries the widget (home, listing, advertPage). */
export function isFooterPageType(path: string): boolean {
  return (FOOTER_PAGE_TYPES as readonly string[]).includes(routeIdOf(path));
}

/**
 * The footer on `path`: HIDDEN on other page types (neither widget nor slot), DISABLED with the
 * ad slot baxter-c-footer while financingWidgets is off, otherwise ENABLED.
 */
export function resolveFooterEntryPoint(
  path: string,
  flags: FinancingFlags,
  config: FinancingConfig = FINANCING_CONFIG,
): FooterResolution {
  if (!isFooterPageType(path)) return { ...statusOnly(ENTRY_POINT_STATUS.HIDDEN), fallbackSlot: null };
  const resolution = siteWide(flags, config);
  return {
    ...resolution,
    fallbackSlot: resolution.status === ENTRY_POINT_STATUS.DISABLED ? FOOTER_FALLBACK_SLOT : null,
  };
}
