/**
 * The browser calls of the wallet and the payments history (docs/payments-screens.md): the
 * balance with its packs, the credit ledger and the payments, a page at a time. Anything but an
 * answer rejects (the lists say so and offer "Încearcă din nou").
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type {
  PackageColumn,
  PaymentRow,
  Payments_Wallet,
  WalletEntryKind,
  WalletEntryView,
} from '@/lib/graphql/generated/operations';

const operations = () => import('@/lib/graphql/generated/operations');

/** The wallet as the dealer's wallet page shows it. */
export type WalletView = Payments_Wallet['wallet'];

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

export async function fetchWallet(): Promise<WalletView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.Payments_WalletDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.wallet;
}

/** One page of the credit ledger, newest first; `kinds` empty: every kind. */
export async function fetchWalletEntries(
  kinds: readonly WalletEntryKind[],
  after: string | null,
): Promise<{ items: readonly WalletEntryView[]; nextCursor: string | null }> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.Payments_WalletEntriesDocument,
    variables: { kinds: kinds.length > 0 ? [...kinds] : null, after },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return { items: result.data.walletEntries.entries, nextCursor: result.data.walletEntries.nextCursor };
}

/** One page of the payments, newest first (20 a page, as payments.graphql asks). */
export async function fetchPayments(
  after: string | null,
): Promise<{ items: readonly PaymentRow[]; nextCursor: string | null }> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.Payments_ListDocument,
    variables: { after },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return { items: result.data.payments.payments, nextCursor: result.data.payments.nextCursor };
}

/** The packages, for the comparison. */
export async function fetchPackages(): Promise<readonly PackageColumn[]> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.Payments_PackagesDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.packages;
}
