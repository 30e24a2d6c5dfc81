/** A page of the payment flow: the account shell around the flow's screen, driven by usePayment. */
import { AccountPage } from '@/components/account/account-page';
import { useRouterNavigate } from '@/components/forms/use-page-navigate';
import type { PaymentInput } from '@/lib/payments/payment.types';
import type { PageSession } from '@/lib/session/session.types';
import { usePayment } from '@/machines/payment/use-payment';
import { PaymentFlowScreen } from './payment-flow-screen';

function Flow({ input }: { input: PaymentInput }) {
  return <PaymentFlowScreen view={usePayment(input, { navigate: useRouterNavigate() })} />;
}

/** What the page's loader (server/page/billing.loader.ts) gives the payment flow's pages. */
export interface PaymentFlowPageProps {
  readonly pageSession: PageSession;
  readonly path: string;
  readonly accessRestricted: boolean;
  readonly unreadMessages: number;
  readonly paymentInput: PaymentInput;
}

/** The whole page; a new URL (card → challenge) starts the flow again from its input. */
export function PaymentFlowPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  paymentInput,
}: PaymentFlowPageProps) {
  return (
    <AccountPage session={pageSession} path={path} unreadMessages={unreadMessages} accessRestricted={accessRestricted}>
      <Flow key={path} input={paymentInput} />
    </AccountPage>
  );
}
