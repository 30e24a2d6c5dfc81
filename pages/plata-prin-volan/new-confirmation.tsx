/**
 * /plata-prin-volan/new-confirmation?payment={id} — waits for the provider's callback, then the receipt.
 * Dealers and sub-users with the payments right (docs/payments-screens.md).
 */
import type { GetServerSideProps } from 'next';
import { PaymentFlowPage } from '@/components/payments/payment-flow';
import { loadPaymentFlowPage, type PaymentFlowPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<PaymentFlowPageProps> = (ctx) =>
  loadPaymentFlowPage(ctx, 'confirmation');

export default PaymentFlowPage;
