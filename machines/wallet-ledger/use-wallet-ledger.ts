/** useWalletLedger(): the credit ledger of /contul-meu/portofel with the real call. */
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import type { CursorPage, CursorRequest } from '../cursor-list';
import { useCursorList, type CursorListView, type CursorPageActor } from '../use-cursor-list';
import { walletLedgerMachine } from './wallet-ledger.machine';

type Kinds = readonly WalletEntryKind[];

async function loadLedgerPage({ filter, after }: CursorRequest<Kinds>): Promise<CursorPage<WalletEntryView>> {
  return (await import('@/lib/payments/wallet-api')).fetchWalletEntries(filter, after);
}

const NO_FILTER: Kinds = [];

/** `actors.loadPage` replaces the page call (the model tests park it). */
export function useWalletLedger(
  actors: { readonly loadPage?: CursorPageActor<WalletEntryView, Kinds> } = {},
): CursorListView<WalletEntryView, Kinds> {
  return useCursorList(walletLedgerMachine, loadLedgerPage, NO_FILTER, actors);
}
