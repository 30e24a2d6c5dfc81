/**
 * The browser calls of the payment flow (docs/payments-screens.md), one operation each. The
 * documents and the on-demand Apollo client are imported at the first call, never with the page
 * (docs/decisions/0012). A refusal (BAD_USER_INPUT with an i18n key and `field`) is an answer;
 * anything else (network, server, UNAUTHENTICATED after the session ended) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { firstErrorExtensions } from '@/lib/graphql/refusal';
import type { CardDraft } from './card-rules';
import { cardDigits } from './card-rules';
import { sumBani } from './money';
import type {
  PaymentMethod,
  PaymentOutcome,
  PaymentRefusal,
  PaymentRequest,
  PaymentSummary,
  PaymentView,
} from './payment.types';

const operations = () => import('@/lib/graphql/generated/operations');

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

/** The refusal carried by `error`, or null when it is another failure. */
export function paymentRefusal(error: unknown): PaymentRefusal | null {
  const extensions = firstErrorExtensions(error);
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const field = extensions['field'];
  return { key, field: typeof field === 'string' ? field : null };
}

function outcomeOf(result: { error?: unknown }, payment: PaymentView | undefined): PaymentOutcome {
  if (result.error) {
    const refusal = paymentRefusal(result.error);
    if (refusal) return { kind: 'refused', refusal };
    throw rejection(result.error);
  }
  if (!payment) throw new Error('no data');
  return { kind: 'payment', payment };
}

/** One payment of the account; null when it is unknown or another account's. */
export async function fetchPayment(id: string): Promise<PaymentView | null> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.Payments_PaymentDocument,
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.payment;
}

/** What new-payment shows: the invoices to pay, or the pack, with the totals in bani. */
export async function fetchPaymentSummary(request: PaymentRequest): Promise<PaymentSummary> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  if (request.purpose === 'TOP_UP') {
    const result = await client.query({ query: ops.Payments_WalletDocument, fetchPolicy: 'no-cache' });
    if (result.error) throw rejection(result.error);
    const pack = result.data?.wallet.packs.find((p) => p.id === request.topUpPackId) ?? null;
    // The pack's price includes VAT (docs/billing.md: a top-up's invoice is issued paid).
    const total = pack?.price.bani ?? 0;
    return { invoices: [], pack, net: total, vat: 0, total };
  }
  const answers = await Promise.all(
    request.invoiceIds.map((id) =>
      client.query({ query: ops.Payments_InvoiceDocument, variables: { id }, fetchPolicy: 'no-cache' }),
    ),
  );
  const failed = answers.find((a) => a.error);
  if (failed) throw rejection(failed.error);
  // Unknown or foreign invoices are left out; paid ones are listed (the page says they are paid).
  const invoices = answers.flatMap((a) => (a.data?.invoice ? [a.data.invoice] : []));
  const unpaid = invoices.filter((i) => i.status === 'UNPAID');
  return {
    invoices,
    pack: null,
    net: sumBani(unpaid.map((i) => i.net.bani)),
    vat: sumBani(unpaid.map((i) => i.vat.bani)),
    total: sumBani(unpaid.map((i) => i.total.bani)),
  };
}

export async function startPayment(request: PaymentRequest, method: PaymentMethod): Promise<PaymentOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const input =
    request.purpose === 'TOP_UP'
      ? { purpose: request.purpose, method, topUpPackId: request.topUpPackId }
      : { purpose: request.purpose, method, invoiceIds: [...request.invoiceIds] };
  const result = await client.mutate({
    mutation: ops.Payments_StartDocument,
    variables: { input },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.startPayment);
}

export async function submitSandboxCard(paymentId: string, card: CardDraft): Promise<PaymentOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const input = {
    paymentId,
    holder: card.holder.trim(),
    number: cardDigits(card.number),
    expiry: card.expiry.trim(),
    cvc: card.cvc.trim(),
  };
  const result = await client.mutate({
    mutation: ops.Payments_SubmitCardDocument,
    variables: { input },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.submitSandboxCard);
}

export async function confirmSandboxChallenge(paymentId: string, code: string): Promise<PaymentOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Payments_ConfirmChallengeDocument,
    variables: { paymentId, code },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.confirmSandboxChallenge);
}

export async function cancelPayment(paymentId: string): Promise<PaymentOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Payments_CancelDocument,
    variables: { paymentId },
    errorPolicy: 'all',
  });
  return outcomeOf(result, result.data?.cancelPayment);
}
