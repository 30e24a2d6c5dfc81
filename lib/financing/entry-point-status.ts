/** The financing entry points and the statuses each resolves to (SPEC §2.6, §4). */
import type { FinancingType } from './financing-type';
import type { FinancingReport } from './financing.types';

/**
 * SPEC §4's numeric statuses: DISABLED (the flag is off: nothing, or the footer's ad slot),
 * ENABLED (shown), ERROR (an exception, reported, nothing shown), HIDDEN (a price or page rule
 * is not met).
 */
export const ENTRY_POINT_STATUS = { DISABLED: 0, ENABLED: 1, ERROR: 2, HIDDEN: 3 } as const;
/** One of the four statuses. */
export type EntryPointStatus = (typeof ENTRY_POINT_STATUS)[keyof typeof ENTRY_POINT_STATUS];

/** The ad page placements (SPEC §2.6). */
export type AdPagePlacement = 'under-price-cta' | 'sticky-bar-cta' | 'calculator-cta';

/** Every financing entry point: the names SPEC §2.6 gives, LISTING_AD_CARD as its id. */
export type FinancingEntryPoint = 'header' | 'footer' | 'LISTING_AD_CARD' | 'filters-dialog' | AdPagePlacement;

/** Every entry point, as a list (the server checks the names it is sent against it). */
export const FINANCING_ENTRY_POINTS = [
  'header',
  'footer',
  'LISTING_AD_CARD',
  'filters-dialog',
  'under-price-cta',
  'sticky-bar-cta',
  'calculator-cta',
] as const satisfies readonly FinancingEntryPoint[];
// The list names every entry point: this fails to compile when the type gains one the list lacks.
const everyEntryPointListed: Exclude<FinancingEntryPoint, (typeof FINANCING_ENTRY_POINTS)[number]> extends never
  ? true
  : false = true;
void everyEntryPointListed;

/** True for the name of an entry point. */
export function isFinancingEntryPoint(name: string): name is FinancingEntryPoint {
  return (FINANCING_ENTRY_POINTS as readonly string[]).includes(name);
}

/** What an entry point resolves to. */
export interface EntryPointResolution {
  readonly status: EntryPointStatus;
  /** Who finances, when the entry point is ENABLED; null otherwise. */
  readonly financingType: FinancingType | null;
  /** What the caller reports (SPEC §8); null when nothing is. */
  readonly report: FinancingReport | null;
}

/** A resolution without a financing type or a report. */
export function statusOnly(status: Exclude<EntryPointStatus, 1>): EntryPointResolution {
  return { status, financingType: null, report: null };
}
