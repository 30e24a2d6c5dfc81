/**
 * /plata-prin-volan/new-payment — what is paid (invoices or a credit pack) and the method, then startPayment.
 * Dealers and sub-users with the payments right (docs/payments-screens.md).
 */
import type { GetServerSideProps } from 'next';
import { PaymentFlowPage } from '@/components/payments/payment-flow';
import { loadPaymentFlowPage, type PaymentFlowPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<PaymentFlowPageProps> = (ctx) => loadPaymentFlowPage(ctx, 'new');

export default PaymentFlowPage;
