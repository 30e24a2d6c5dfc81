/** Context, events and input of one financing lead's status on /contul-meu/leads. */
import type { FinancingLeadStatus } from '@/lib/graphql/generated/operations';

/** The lead as the list gave it: its id and saved status. */
export interface LeadStatusInput {
  readonly id: string;
  readonly status: FinancingLeadStatus;
}

/** The flow's memory. */
export interface LeadStatusContext extends LeadStatusInput {
  /** The status being saved (the control already shows it). */
  readonly pending: FinancingLeadStatus | null;
  /** The status the server did not save, and why (i18n key). */
  readonly failure: { readonly status: FinancingLeadStatus; readonly i18nKey: string } | null;
}

/** What the control sends. */
export type LeadStatusEvent = { type: 'status.change'; status: FinancingLeadStatus } | { type: 'status.retry' };
