/** useFinancingLeads(): the financing leads of /contul-meu/leads with the real call. */
import type { FinancingAccount_Lead } from '@/lib/graphql/generated/operations';
import type { CursorPage, CursorRequest } from '../cursor-list';
import { useCursorList, type CursorListView, type CursorPageActor } from '../use-cursor-list';
import { financingLeadsMachine } from './financing-leads.machine';

async function loadLeadsPage({ after }: CursorRequest<null>): Promise<CursorPage<FinancingAccount_Lead>> {
  return (await import('@/lib/financing-account/financing-account-api')).fetchFinancingLeads(after);
}

/** `actors.loadPage` replaces the page call (the model tests park it). */
export function useFinancingLeads(
  actors: { readonly loadPage?: CursorPageActor<FinancingAccount_Lead, null> } = {},
): CursorListView<FinancingAccount_Lead, null> {
  return useCursorList(financingLeadsMachine, loadLeadsPage, null, actors);
}
