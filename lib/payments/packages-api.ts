/**
 * The browser calls of the packages pages (docs/payments-screens.md "Packages and benefits"): the
 * account's packages, subscriptions, add-ons and benefits in one read, and the three changes. A
 * change the server refuses (BAD_USER_INPUT with an errors:billing.* key) is an answer the page
 * shows under the choice; anything else rejects (the page says the change could not be made).
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { refusalKey } from '@/lib/graphql/refusal';
import type { BillingPeriod, Packages_Account } from '@/lib/graphql/generated/operations';

const operations = () => import('@/lib/graphql/generated/operations');

/** What the three pages show. */
export type PackagesAccount = Packages_Account;

/** A change's answer: made, or refused with the server's key. */
export type PackageActionOutcome = { readonly kind: 'done' } | { readonly kind: 'refused'; readonly key: string };

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

export async function fetchPackagesAccount(): Promise<PackagesAccount> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.Packages_AccountDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** Runs a mutation; a BAD_USER_INPUT refusal is an outcome, anything else rejects. */
async function change(run: () => Promise<{ error?: unknown; data?: unknown }>): Promise<PackageActionOutcome> {
  const result = await run();
  if (result.error) {
    const key = refusalKey(result.error);
    if (key) return { kind: 'refused', key };
    throw rejection(result.error);
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'done' };
}

export async function changePackage(packageId: string, period: BillingPeriod): Promise<PackageActionOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return change(() =>
    client.mutate({ mutation: ops.Packages_ChangeDocument, variables: { packageId, period }, errorPolicy: 'all' }),
  );
}

export async function subscribeAddOn(code: string): Promise<PackageActionOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return change(() =>
    client.mutate({ mutation: ops.Packages_SubscribeAddOnDocument, variables: { code }, errorPolicy: 'all' }),
  );
}

export async function cancelSubscription(id: string): Promise<PackageActionOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return change(() => client.mutate({ mutation: ops.Packages_CancelDocument, variables: { id }, errorPolicy: 'all' }));
}
