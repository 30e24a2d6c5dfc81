/**
 * The dealer's financing pages' calls (docs/financing.md "The dealer's pages"): the app's Apollo
 * client and the operations module, imported at the first call, never with the page. Anything but
 * an answer rejects with the error as it came; the flows turn it into a translated reason.
 */
import { getDealerFinancingSettings } from '@/lib/financing/dealer-settings-client';
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { reportClientError } from '@/lib/monitoring/report-hub';
import type {
  FinancingAccount_Lead,
  FinancingAccount_Settings,
  FinancingLeadStatus,
} from '@/lib/graphql/generated/operations';

const operations = () => import('@/lib/graphql/generated/operations');

function answer<T>(result: { data?: T | null | undefined; error?: unknown }): T {
  // Apollo's error (CombinedGraphQLErrors carries the server's `errors` with their extensions).
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** A change of the settings: the account switch, or one advert out or back in. */
export type FinancingSettingsChange =
  { readonly accountEnabled: boolean } | { readonly excludeAdvertId: string } | { readonly includeAdvertId: string };

/**
 * The signed-in dealer's settings with its active adverts. The switch and the adverts kept out are
 * the financing hub's answer (SPEC §7 `dealerFinancingSettings`, through
 * lib/financing/dealer-settings-client.ts): a hub that does not answer is reported with SPEC §8's
 * message and the load fails (the page offers to try again).
 */
export async function fetchFinancingSettings(): Promise<FinancingAccount_Settings> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.FinancingAccount_LoadSettingsDocument, fetchPolicy: 'no-cache' });
  const settings = answer(result).myDealerFinancing;
  const hub = await getDealerFinancingSettings(client, {
    partnerId: settings.partner.id,
    // The hub's context names an advert; the account's newest (none: the account alone).
    advertId: settings.adverts[0]?.advertId ?? '0',
    sellerUUID: settings.accountId,
  });
  if (!hub.ok) {
    const error = new Error(hub.error.message, { cause: hub.error.cause });
    reportClientError(error, { operation: 'dealerFinancingSettings' });
    throw error;
  }
  const kept = new Set(hub.settings.disabledAdvertIds);
  return {
    ...settings,
    accountEnabled: hub.settings.accountEnabled,
    adverts: settings.adverts.map((advert) => ({ ...advert, excluded: kept.has(advert.advertId) })),
  };
}

/** Saves one change and answers the settings after it. */
export async function saveFinancingSettings(change: FinancingSettingsChange): Promise<FinancingAccount_Settings> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.FinancingAccount_UpdateSettingsDocument,
    variables: { input: change },
    errorPolicy: 'all',
  });
  return answer(result).updateDealerFinancingSettings;
}

/** One page of the financing leads, newest first. */
export async function fetchFinancingLeads(
  after: string | null,
): Promise<{ items: readonly FinancingAccount_Lead[]; nextCursor: string | null }> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.FinancingAccount_LeadsDocument,
    variables: { after },
    fetchPolicy: 'no-cache',
  });
  const page = answer(result).financingLeads;
  return { items: page.leads, nextCursor: page.nextCursor };
}

/** Marks a lead and answers it as saved. */
export async function saveLeadStatus(input: {
  id: string;
  status: FinancingLeadStatus;
}): Promise<FinancingAccount_Lead> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.FinancingAccount_SetLeadStatusDocument,
    variables: input,
    errorPolicy: 'all',
  });
  return answer(result).updateFinancingLeadStatus;
}
