/**
 * Refusals the server gives (BAD_USER_INPUT with an i18n key, docs/view-api.md), read from what the
 * Apollo client rejected with by shape: Apollo's error class would pull Apollo into the page.
 */

/** The extensions of the first GraphQL error of `error` (empty when there is none). */
export function firstErrorExtensions(error: unknown): Record<string, unknown> {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return {};
  const extensions = (errors[0] as { extensions?: unknown } | undefined)?.extensions;
  return extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>) : {};
}

/** The i18n key of a BAD_USER_INPUT refusal, or null for any other error. */
export function refusalKey(error: unknown): string | null {
  const extensions = firstErrorExtensions(error);
  const key = extensions['i18nKey'];
  return extensions['code'] === 'BAD_USER_INPUT' && typeof key === 'string' ? key : null;
}
