/**
 * The billing pages of issue 14 (docs/billing.md "Routes", docs/payments-screens.md): account pages
 * with the payments catalogue, for dealers only. A private account has none of them: a direct visit
 * goes to the account overview (never a 404). A sub-user without the payments right gets the
 * access-restricted dialog (server/page/section-access.ts). The payment flow's pages also carry
 * the server's month, so a card's expiry is judged by the server clock (the test clock moves it).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { requestFromQuery, type PaymentInput, type PaymentStep } from '@/lib/payments/payment.types';
import { routeUrl } from '@/lib/routes/navigate';
import { appNow } from '@/server/clock';
import { loadAccountPage, type AccountPageOptions, type AccountPageProps } from './account.loader';

/** Props of a billing page. */
export type BillingPageProps = AccountPageProps & {
  /** 'YYYY-MM' of the server's today in Bucharest. */
  thisMonth: string;
};

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: 'Europe/Bucharest',
});

/** 'YYYY-MM' of `now` in Bucharest. */
export function bucharestMonth(now: Date): string {
  return monthFormat.format(now).slice(0, 7);
}

/** getServerSideProps of a dealer-only billing page. */
export async function loadBillingPage(
  ctx: GetServerSidePropsContext,
  options: AccountPageOptions = {},
): Promise<GetServerSidePropsResult<BillingPageProps>> {
  const result = await loadAccountPage(ctx, { ...options, namespaces: ['payments', ...(options.namespaces ?? [])] });
  if (!('props' in result)) return result;
  const props = await result.props;
  if (props.errorPage) return { props: { ...props, thisMonth: bucharestMonth(appNow()) } };
  if (props.pageSession.user.userType !== 'professional') {
    return { redirect: { destination: routeUrl('myAccount'), permanent: false } };
  }
  return { props: { ...props, thisMonth: bucharestMonth(appNow()) } };
}

/** Props of a page of the payment flow: the billing page's, and the flow's input. */
export type PaymentFlowPageProps = BillingPageProps & { paymentInput: PaymentInput };

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';
const ID = /^[\w-]{1,64}$/u;

/** The flow's input from the URL: new-payment's query, payment/{mode}/{id}, or ?payment={id}. */
export function paymentInputOf(
  step: PaymentStep,
  query: Readonly<Record<string, string | string[] | undefined>>,
  thisMonth: string,
): PaymentInput | null {
  if (step === 'new') return { step, paymentId: null, request: requestFromQuery(query), thisMonth };
  if (step === 'confirmation' || step === 'error') {
    const id = first(query['payment']);
    return { step, paymentId: ID.test(id) ? id : null, request: null, thisMonth };
  }
  const mode = query['mode'];
  const [, id = '', ...rest] = Array.isArray(mode) ? mode : [];
  return ID.test(id) && rest.length === 0 ? { step, paymentId: id, request: null, thisMonth } : null;
}

/** getServerSideProps of a payment flow page; `step` of payment/[...mode] is read from the URL. */
export async function loadPaymentFlowPage(
  ctx: GetServerSidePropsContext,
  step: PaymentStep | 'fromMode',
): Promise<GetServerSidePropsResult<PaymentFlowPageProps>> {
  const mode = ctx.params?.['mode'];
  const modeStep = Array.isArray(mode) ? mode[0] : undefined;
  const pageStep: PaymentStep | null =
    step !== 'fromMode'
      ? step
      : modeStep === 'card' || modeStep === 'challenge' || modeStep === 'transfer'
        ? modeStep
        : null;
  if (!pageStep) return { notFound: true };
  const result = await loadBillingPage(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  const paymentInput = paymentInputOf(pageStep, { ...ctx.query, ...ctx.params }, props.thisMonth);
  if (!paymentInput) return { notFound: true };
  return { props: { ...props, paymentInput } };
}
