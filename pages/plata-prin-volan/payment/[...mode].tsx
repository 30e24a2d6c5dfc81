/**
 * /plata-prin-volan/payment/{card,challenge,transfer}/{id} — the sandbox card form, the extra step, the transfer details.
 * Dealers and sub-users with the payments right (docs/payments-screens.md).
 */
import type { GetServerSideProps } from 'next';
import { PaymentFlowPage } from '@/components/payments/payment-flow';
import { loadPaymentFlowPage, type PaymentFlowPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<PaymentFlowPageProps> = (ctx) =>
  loadPaymentFlowPage(ctx, 'fromMode');

export default PaymentFlowPage;
