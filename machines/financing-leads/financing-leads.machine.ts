/** The financing leads of /contul-meu/leads: a cursor list without a filter, newest first. */
import type { FinancingAccount_Lead } from '@/lib/graphql/generated/operations';
import { createCursorListMachine } from '../cursor-list';

export const financingLeadsMachine = createCursorListMachine<FinancingAccount_Lead, null>(
  'financingLeads',
  'Cererile de finanțare ale dealerului, cele mai noi întâi: solicitantul, anunțul, sumele, referința și starea.',
);
