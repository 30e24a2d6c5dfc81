/** The dealer's financing leads as the /flows explorer and the tests know them (docs/financing.md "The dealer's pages"). */
import { cursorListProperties } from '../cursor-list.properties';
import type { CursorListEvent } from '../cursor-list';
import { defineFlow } from '../flow-entry';
import type { FixtureEvent } from '../registry.types';
import { NEW_LEAD } from '../financing-lead-status/financing-lead-status.fixtures';
import { LIST_EVENTS } from '../wallet-ledger/wallet-ledger.registry';
import { financingLeadsMachine } from './financing-leads.machine';

/** Mihai Stănescu's application (contacted) and an older one without a down payment, its advert gone. */
const CONTACTED_LEAD = {
  ...NEW_LEAD,
  id: '7d1c9a52-3f4e-4b8a-9c61-0a2b3c4d5e02',
  reference: 'FIN-DEMO0002',
  applicantName: 'Mihai Stănescu',
  applicantEmail: 'mihai.stanescu@exemplu.ro',
  applicantPhone: '0745987654',
  status: 'CONTACTED' as const,
  createdAt: '2026-11-26T15:05:00.000Z',
};
const OLD_LEAD = {
  ...NEW_LEAD,
  id: '7d1c9a52-3f4e-4b8a-9c61-0a2b3c4d5e03',
  reference: 'FIN-DEMO0003',
  advertId: null,
  advertTitle: null,
  advertUrl: null,
  applicantName: 'Cristina Țurcanu',
  applicantEmail: 'cristina.turcanu@exemplu.ro',
  applicantPhone: '0211234567',
  creditAmount: 30_000,
  downPayment: null,
  termMonths: 60,
  monthlyPayment: 732.73,
  daePercent: 17.46,
  status: 'CLOSED' as const,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const EVENTS: readonly FixtureEvent<CursorListEvent<null>>[] = [
  { type: 'xstate.done.actor.loadPage', output: { items: [NEW_LEAD, CONTACTED_LEAD], nextCursor: 'c-1' } },
  { type: 'xstate.done.actor.loadPage', output: { items: [], nextCursor: null } },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'list.more' },
  { type: 'xstate.done.actor.loadMore', output: { items: [OLD_LEAD], nextCursor: null } },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  // The leads have no filter: the same (null) filter changes nothing.
  { type: 'filter.change', filter: null },
];

/** /contul-meu/leads. */
export const financingLeadsFlow = defineFlow({
  id: 'financingLeads',
  title: 'Lead-uri (cereri de finanțare)',
  description:
    'Pagina /contul-meu/leads: cererile de finanțare pentru anunțurile dealerului, cele mai noi întâi, cu ' +
    'solicitantul (telefon, e-mail), anunțul, creditul, avansul, durata, rata, DAE, data, referința și starea; ' +
    '„Încarcă mai multe”, lista goală (cum sosesc cererile) și eroare cu „Încearcă din nou”.',
  machine: financingLeadsMachine,
  properties: cursorListProperties('financingLeads'),
  defaultInput: { filter: null },
  events: EVENTS,
  coverageExceptions: ['failed', 'ready'].map((state) => ({
    kind: 'transition' as const,
    id: `financingLeads.${state}:filter.change:0`,
    reason: 'Lista de cereri nu are filtru (mașina listelor îl are pentru portofel).',
  })),
  eventDescriptions: { ...LIST_EVENTS, 'filter.change': 'Lista de cereri nu are filtru: nu se întâmplă nimic.' },
});
