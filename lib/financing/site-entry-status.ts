/**
 * The entry points without an advert (SPEC §2.6, §4), without the route matcher: the header, the
 * listing's filters dialog and the footer by its page type (a route id). The shell imports these:
 * the route matcher (react-router, about 14 KB gzip) stays out of every page's first load, and the
 * server reads the path's page type for it (page props `pageType`, server/page/load-page.ts).
 * site-entry-points.ts adds the path-based footer on top.
 */
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

/** True for the page types (route ids) whose footer carries the widget: home, listing, advertPage. */
export function isFooterPageTypeId(pageType: string | null | undefined): boolean {
  return (FOOTER_PAGE_TYPES as readonly (string | null | undefined)[]).includes(pageType);
}

/**
 * The footer on a page of type `pageType`: HIDDEN on other page types (neither widget nor slot),
 * DISABLED with the ad slot baxter-c-footer while financingWidgets is off, otherwise ENABLED.
 */
export function resolveFooterForPageType(
  pageType: string | null | undefined,
  flags: FinancingFlags,
  config: FinancingConfig = FINANCING_CONFIG,
): FooterResolution {
  if (!isFooterPageTypeId(pageType)) return { ...statusOnly(ENTRY_POINT_STATUS.HIDDEN), fallbackSlot: null };
  const resolution = siteWide(flags, config);
  return {
    ...resolution,
    fallbackSlot: resolution.status === ENTRY_POINT_STATUS.DISABLED ? FOOTER_FALLBACK_SLOT : null,
  };
}
