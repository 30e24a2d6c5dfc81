/** What an account page knows of the payment reminder (server/page/account-billing.ts reads it). */
import type { BillingStatusView } from '@/lib/graphql/generated/operations';

/** The status read with the page, or null when the browser must read it. */
export interface AccountBilling {
  readonly status: BillingStatusView | null;
}
