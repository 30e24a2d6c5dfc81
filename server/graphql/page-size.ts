/** The page-size limit every list argument obeys (SPEC §7: listings ask for at most 100). */
import { badUserInput } from './errors';

/** Largest page a client may ask for. */
export const maxPageSize = 100;

/**
 * Returns `first` (or the default when absent) after checking 1 ≤ first ≤ 100; a bad value is a
 * BAD_USER_INPUT error with an i18n key, never a 500.
 */
export function checkPageSize(first: number | null | undefined, fallback: number, field = 'first'): number {
  const value = first ?? fallback;
  if (value > maxPageSize) {
    throw badUserInput('errors.pageSizeTooLarge', `${field} must be at most ${maxPageSize}.`, field);
  }
  if (value < 1) {
    throw badUserInput('errors.pageSizeTooSmall', `${field} must be at least 1.`, field);
  }
  return value;
}
