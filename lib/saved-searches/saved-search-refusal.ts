/**
 * A saved-search call the server refused (BAD_USER_INPUT with an errors:savedSearches.* key, the
 * input `field` it concerns and, for a duplicate, the existing search's name), read from what the
 * Apollo client rejected with. Anything else is not a refusal (network, server): null.
 */
import { firstErrorExtensions } from '@/lib/graphql/refusal';

/** A refusal the browser translates and shows next to its field. */
export interface SavedSearchRefusal {
  /** i18n key, e.g. errors:savedSearches.duplicate. */
  readonly key: string;
  /** The input it concerns ('name', 'filters'); null when the server named none. */
  readonly field: string | null;
  /** A duplicate: the name of the search already saved; null otherwise. */
  readonly existingName: string | null;
}

/** The refusal carried by `error`, or null when it is another failure. */
export function savedSearchRefusal(error: unknown): SavedSearchRefusal | null {
  const extensions = firstErrorExtensions(error);
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const field = extensions['field'];
  const existingName = extensions['existingName'];
  return {
    key,
    field: typeof field === 'string' ? field : null,
    existingName: typeof existingName === 'string' ? existingName : null,
  };
}
