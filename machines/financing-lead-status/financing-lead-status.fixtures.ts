/** Concrete input and events of a lead's status: the demo's first lead (new), the server's answers and failures. */
import type { FinancingAccount_Lead } from '@/lib/graphql/generated/operations';
import type { FixtureEvent } from '../registry.types';
import type { LeadStatusEvent, LeadStatusInput } from './financing-lead-status.types';

/** Ioana Dumitrescu's application, as the demo seeds it. */
export const NEW_LEAD: FinancingAccount_Lead = {
  id: '7d1c9a52-3f4e-4b8a-9c61-0a2b3c4d5e01',
  reference: 'FIN-DEMO0001',
  advertId: '3',
  advertTitle: 'Volkswagen Golf 2019',
  advertUrl: '/autoturisme/anunt/3',
  applicantName: 'Ioana Dumitrescu',
  applicantEmail: 'ioana.dumitrescu@exemplu.ro',
  applicantPhone: '0722123456',
  creditAmount: 45_000,
  downPayment: 5_000,
  termMonths: 48,
  monthlyPayment: 1_275.39,
  daePercent: 17.46,
  status: 'NEW',
  createdAt: '2026-11-27T09:30:00.000Z',
};

export const LEAD_STATUS_INPUT: LeadStatusInput = { id: NEW_LEAD.id, status: 'NEW' };

const refusal = (i18nKey: string) =>
  Object.assign(new Error('Refused.'), {
    errors: [{ message: 'Refused.', extensions: { code: 'BAD_USER_INPUT', status: 400, i18nKey } }],
  });

export const LEAD_STATUS_EVENTS: readonly FixtureEvent<LeadStatusEvent>[] = [
  { type: 'status.change', status: 'CONTACTED' },
  { type: 'status.retry' },
  { type: 'xstate.done.actor.saveStatus', output: { ...NEW_LEAD, status: 'CONTACTED' } },
  { type: 'xstate.error.actor.saveStatus', error: refusal('errors:financing.unknownLead') },
  { type: 'xstate.error.actor.saveStatus', error: new Error('Failed to fetch') },
];
