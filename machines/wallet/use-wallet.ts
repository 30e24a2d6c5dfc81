/** useWallet(): the dealer's wallet with the real call; values and intents, never the snapshot. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { WalletView } from '@/lib/payments/wallet-api';
import { flowInspector } from '../flow-inspector';
import { walletMachine } from './wallet.machine';

/** What the wallet screen shows and can ask for. */
export interface WalletScreenView {
  readonly wallet: WalletView | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly retry: () => void;
}

const loadWallet = fromPromise<WalletView>(async () => (await import('@/lib/payments/wallet-api')).fetchWallet());

export function useWallet(actors: { loadWallet?: typeof loadWallet } = {}): WalletScreenView {
  const [logic] = useState(() => walletMachine.provide({ actors: { loadWallet, ...actors } }));
  const actor = useActorRef(logic, { inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  return useMemo(
    () => ({
      wallet: context.wallet,
      loading,
      error: context.error,
      retry: () => actor.send({ type: 'wallet.retry' }),
    }),
    [actor, context, loading],
  );
}
