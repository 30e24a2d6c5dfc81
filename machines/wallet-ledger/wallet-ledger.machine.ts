/** The credit ledger of /contul-meu/portofel: a cursor list filtered by entry kind (empty: every kind). */
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import { createCursorListMachine } from '../cursor-list';

export const walletLedgerMachine = createCursorListMachine<WalletEntryView, readonly WalletEntryKind[]>(
  'walletLedger',
  'Istoricul creditelor: tipul, creditele ±, soldul după, descrierea și data; filtru după tip; câte 20 pe pagină.',
);
