/** useWalletLedger(): the credit ledger of /contul-meu/portofel with the real call. */
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import type { CursorPage, CursorRequest } from '../cursor-list';
import { useCursorList, type CursorListView } from '../use-cursor-list';
import { walletLedgerMachine } from './wallet-ledger.machine';

type Kinds = readonly WalletEntryKind[];

async function loadLedgerPage({ filter, after }: CursorRequest<Kinds>): Promise<CursorPage<WalletEntryView>> {
  return (await import('@/lib/payments/wallet-api')).fetchWalletEntries(filter, after);
}

const NO_FILTER: Kinds = [];

export function useWalletLedger(
  loadPage: (request: CursorRequest<Kinds>) => Promise<CursorPage<WalletEntryView>> = loadLedgerPage,
): CursorListView<WalletEntryView, Kinds> {
  return useCursorList(walletLedgerMachine, loadPage, NO_FILTER);
}
