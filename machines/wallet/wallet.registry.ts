/** The dealer's wallet as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { defineFlowProperties } from '../flow-properties.types';
import { PACK_250 } from '../payment/payment.fixtures';
import { walletMachine } from './wallet.machine';

export const WALLET_FIXTURE = {
  balance: 216,
  expiring: [{ credits: 40, expiresOn: '2026-12-10' }],
  packs: [
    { ...PACK_250, id: 'pack-100', credits: 100, bonusCredits: 0, price: { bani: 10000, formatted: '100 LEI' } },
    PACK_250,
  ],
};

/** /contul-meu/dealerwallet. */
export const walletFlow = defineFlow({
  id: 'wallet',
  title: 'Portofelul dealerului',
  description:
    'Pagina /contul-meu/dealerwallet: soldul de credite, creditele care expiră în următoarele 30 de zile și ' +
    'pachetele de alimentare (credite, bonus, preț cu TVA), fiecare cu „Cumpără” spre plata prin Volan; ' +
    'o încărcare eșuată oferă „Încearcă din nou”.',
  machine: walletMachine,
  properties: defineFlowProperties(walletMachine, {
    id: 'wallet',
    invariants: [
      { name: 'a failed load says so', check: (s) => !s.matches('failed') || s.context.error !== null },
      { name: 'the balance is never negative', check: (s) => (s.context.wallet?.balance ?? 0) >= 0 },
    ],
    rules: [{ event: 'wallet.retry', name: 'retrying loads again', check: (_, after) => after.matches('loading') }],
  }),
  defaultInput: undefined,
  events: [
    { type: 'xstate.done.actor.loadWallet', output: WALLET_FIXTURE },
    { type: 'xstate.error.actor.loadWallet', error: new Error('network') },
    { type: 'wallet.retry' },
  ],
  eventDescriptions: {
    'wallet.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'xstate.done.actor.loadWallet': 'Portofelul a sosit.',
    'xstate.error.actor.loadWallet': 'Portofelul nu s-a putut încărca.',
  },
});
