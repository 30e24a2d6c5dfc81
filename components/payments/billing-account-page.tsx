/** A dealer-only billing page of the account area: the account shell around one screen. */
import type { ReactNode } from 'react';
import { AccountPage } from '@/components/account/account-page';
import type { AccountBilling } from '@/lib/billing/account-billing';
import type { PageSession } from '@/lib/session/session.types';

/** What server/page/billing.loader.ts gives a billing page. */
export interface BillingAccountPageProps {
  readonly pageSession: PageSession;
  readonly path: string;
  readonly accessRestricted: boolean;
  readonly unreadMessages: number;
  /** The payment reminder shown above the page (SPEC §4). */
  readonly billing: AccountBilling | null;
}

export function BillingAccountPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
  children,
}: BillingAccountPageProps & { children: ReactNode }) {
  return (
    <AccountPage
      session={pageSession}
      path={path}
      unreadMessages={unreadMessages}
      accessRestricted={accessRestricted}
      billing={billing}
    >
      {children}
    </AccountPage>
  );
}
