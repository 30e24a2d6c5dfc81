/**
 * The option of a select field (SPEC §3 'Select option') and the key of the 'select all' row.
 */

/** One choice of a select field. `preffixIcon` keeps the SPEC's spelling; it is an image URL. */
export interface SelectOption {
  readonly id: string;
  readonly label: string;
  readonly caption?: string;
  readonly preffixIcon?: string;
}

/** Single: at most one id is selected. Multiple: any subset, with a 'select all' row. */
export type SelectMode = 'single' | 'multiple';

/** Key of the 'select all' row (SPEC §5): never accepted in single mode. */
export const ALL_KEY = 'all';

/** Number of options from which the mobile dialog shows its search box (SPEC §2.6). */
export const SEARCH_BOX_THRESHOLD = 20;

/** How 'select all' looks: ticked, half-ticked (some selected) or empty. */
export type SelectAllState = 'checked' | 'indeterminate' | 'unchecked';
