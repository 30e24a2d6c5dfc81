/**
 * The dealer's wallet of /contul-meu/dealerwallet: the balance, the credits expiring within 30
 * days and the top-up packs (each opens new-payment?topUp=). Loading, then the wallet or an error
 * with "Încearcă din nou".
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WalletView } from '@/lib/payments/wallet-api';
import { outputOf } from '../actor-events';
import { LIST_LOAD_FAILED } from '../cursor-list';

/** The wallet's memory. */
export interface WalletContext {
  readonly wallet: WalletView | null;
  readonly error: string | null;
}

/** What the screen sends. */
export type WalletEvent = { type: 'wallet.retry' };

export const walletMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent },
  actors: { loadWallet: fromPromise<WalletView>(() => Promise.reject(new Error('provided by useWallet'))) },
  actions: {
    showWallet: assign((_, wallet: WalletView) => ({ wallet, error: null })),
    showError: assign({ error: LIST_LOAD_FAILED }),
  },
}).createMachine({
  id: 'wallet',
  description: 'Portofelul: soldul, creditele care expiră curând și pachetele de alimentare.',
  context: { wallet: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă portofelul.',
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'ready', actions: { type: 'showWallet', params: outputOf } },
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    failed: {
      description: 'Portofelul nu s-a putut încărca: „Încearcă din nou”.',
      on: { 'wallet.retry': 'loading' },
    },
    ready: { description: 'Soldul, creditele care expiră în 30 de zile și pachetele (fiecare cu „Cumpără”).' },
  },
});
