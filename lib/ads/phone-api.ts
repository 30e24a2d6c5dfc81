/**
 * The phone reveal's browser call. The document and the on-demand Apollo client are imported at
 * the first reveal, never with the ad page (docs/decisions/0012). A refusal the box can show
 * (BAD_USER_INPUT with an i18n key) is an answer, not an error; anything else rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';

/** What a reveal came to. */
export type PhoneOutcome =
  | { readonly kind: 'revealed'; readonly phone: string }
  /** The server refused it: the i18n key (advert gone, too many reveals). */
  | { readonly kind: 'refused'; readonly key: string };

/** Asks for the full number of `advertId`'s seller (each call is recorded by the server). */
export async function revealPhone(advertId: string): Promise<PhoneOutcome> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Phone_RevealDocument,
    variables: { advertId },
    errorPolicy: 'all',
  });
  if (result.error) {
    const errors = (result.error as { errors?: unknown }).errors;
    const extensions = Array.isArray(errors)
      ? ((errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions ?? {})
      : {};
    const key = extensions['i18nKey'];
    if (extensions['code'] === 'BAD_USER_INPUT' && typeof key === 'string') return { kind: 'refused', key };
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'revealed', phone: result.data.revealPhone.phone };
}
