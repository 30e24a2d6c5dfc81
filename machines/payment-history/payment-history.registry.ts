/** The payments history as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { cursorListProperties } from '../cursor-list.properties';
import { defineFlow } from '../flow-entry';
import type { FixtureEvent } from '../registry.types';
import type { CursorListEvent } from '../cursor-list';
import { DECLINED, INVOICE_123, PACK_250, SUCCEEDED } from '../payment/payment.fixtures';
import { LIST_EVENTS } from '../wallet-ledger/wallet-ledger.registry';
import { paymentHistoryMachine } from './payment-history.machine';

/** A pack of 250 credits (+15 bonus) bought with a card, with the invoice issued paid for it. */
const TOP_UP = {
  ...SUCCEEDED,
  id: 'pay-t',
  purpose: 'TOP_UP' as const,
  amount: PACK_250.price,
  topUp: PACK_250,
  invoices: [{ ...INVOICE_123, id: 'inv-130', number: 'VOL-2026-000130', status: 'PAID' as const }],
};

const EVENTS: readonly FixtureEvent<CursorListEvent<null>>[] = [
  { type: 'xstate.done.actor.loadPage', output: { items: [SUCCEEDED], nextCursor: 'c-1' } },
  { type: 'xstate.done.actor.loadPage', output: { items: [], nextCursor: null } },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'list.more' },
  { type: 'xstate.done.actor.loadMore', output: { items: [{ ...DECLINED, id: 'pay-0' }, TOP_UP], nextCursor: null } },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  // The history has no filter: the same (null) filter changes nothing.
  { type: 'filter.change', filter: null },
];

/** /contul-meu/dealerpayments. */
export const paymentHistoryFlow = defineFlow({
  id: 'paymentHistory',
  title: 'Istoricul plăților',
  description:
    'Pagina /contul-meu/dealerpayments: plățile contului, cele mai noi întâi, cu data, ce s-a plătit (facturi sau ' +
    'credite), metoda, suma și starea, cu linkuri spre chitanță sau pagina de eroare; „Încarcă mai multe”, ' +
    'lista goală și eroare cu „Încearcă din nou”.',
  machine: paymentHistoryMachine,
  properties: cursorListProperties('paymentHistory'),
  defaultInput: { filter: null },
  events: EVENTS,
  coverageExceptions: ['failed', 'ready'].map((state) => ({
    kind: 'transition' as const,
    id: `paymentHistory.${state}:filter.change:0`,
    reason: 'Istoricul plăților nu are filtru (mașina listelor îl are pentru portofel).',
  })),
  eventDescriptions: { ...LIST_EVENTS, 'filter.change': 'Istoricul nu are filtru: nu se întâmplă nimic.' },
});
