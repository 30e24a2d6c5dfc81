/**
 * /plata-prin-volan/payment/error?payment={id} — what failed, nothing charged, try again or another method.
 * Dealers and sub-users with the payments right (docs/payments-screens.md).
 */
import type { GetServerSideProps } from 'next';
import { PaymentFlowPage } from '@/components/payments/payment-flow';
import { loadPaymentFlowPage, type PaymentFlowPageProps } from '@/server/page/billing.loader';

export const getServerSideProps: GetServerSideProps<PaymentFlowPageProps> = (ctx) => loadPaymentFlowPage(ctx, 'error');

export default PaymentFlowPage;
