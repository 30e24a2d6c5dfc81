/**
 * The entry points without an advert (SPEC §2.6, §4): the header, the footer (only on the home,
 * listing and ad pages, recognised from the path) and the listing's filters dialog. The footer is
 * resolved again for every path the page reaches. The rules themselves are in site-entry-status.ts
 * (no route matcher, for the shell); this file reads a path's page type with the route table.
 */
import { routeIdOf } from '@/lib/routes/match-route';
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import {
  isFooterPageTypeId,
  resolveFooterForPageType,
  type FinancingFlags,
  type FooterResolution,
} from './site-entry-status';

export {
  resolveFiltersDialogEntryPoint,
  resolveHeaderEntryPoint,
  type FinancingFlags,
  type FooterResolution,
} from './site-entry-status';

/** True when the path is a page type whose footer carries the widget (home, listing, advertPage). */
export function isFooterPageType(path: string): boolean {
  return isFooterPageTypeId(routeIdOf(path));
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
  return resolveFooterForPageType(routeIdOf(path), flags, config);
}
