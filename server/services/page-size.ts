/**
 * The page-size rule every list obeys (SPEC §7: listings ask for at most 100), decided here once;
 * the resolvers pass the argument through.
 */
import { UserInputError } from './ads.types';

/** Largest page a client may ask for. */
export const maxPageSize = 100;

/**
 * Returns `first` (or `fallback` when absent) after checking it is a whole number in 1..max; a bad
 * value is a UserInputError (BAD_USER_INPUT with an i18n key), never a 500. `field` is the argument
 * path the error names.
 */
export function checkPageSize(
  first: number | null | undefined,
  fallback: number,
  field = 'first',
  max = maxPageSize,
): number {
  const value = first ?? fallback;
  if (value > max)
    throw new UserInputError('errors:search.pageSizeTooLarge', `${field} must be at most ${max}.`, field);
  if (!Number.isInteger(value) || value < 1)
    throw new UserInputError('errors:search.pageSizeTooSmall', `${field} must be at least 1.`, field);
  return value;
}
