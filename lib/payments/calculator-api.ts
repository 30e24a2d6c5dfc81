/**
 * The package calculator's call (docs/payments-screens.md): a recommendation, or the server's
 * refusal of a field (BAD_USER_INPUT errors:billing.calculatorAds / calculatorBumps with `field`
 * and `max`); anything else rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { firstErrorExtensions } from '@/lib/graphql/refusal';
import type { BillingPeriod, Payments_Calculator } from '@/lib/graphql/generated/operations';

/** What the calculator is given. */
export interface CalculatorQuery {
  readonly ads: number;
  readonly bumpsPerMonth: number;
  readonly featuredDealer: boolean;
  readonly period: BillingPeriod;
}

/** The calculator's answer. */
export type CalculatorAnswer =
  | { readonly kind: 'recommendation'; readonly recommendation: Payments_Calculator['packageCalculator'] }
  | {
      readonly kind: 'refused';
      readonly field: 'ads' | 'bumpsPerMonth' | null;
      readonly problem: { readonly key: string; readonly max?: number };
    };

export async function calculatePackage(input: CalculatorQuery): Promise<CalculatorAnswer> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.Payments_CalculatorDocument,
    variables: { input: { ...input } },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  if (result.error) {
    const extensions = firstErrorExtensions(result.error);
    const key = extensions['i18nKey'];
    if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') {
      throw result.error instanceof Error ? result.error : new Error('GraphQL error');
    }
    const field = extensions['field'];
    const max = extensions['max'];
    return {
      kind: 'refused',
      field: field === 'ads' || field === 'bumpsPerMonth' ? field : null,
      problem: typeof max === 'number' ? { key, max } : { key },
    };
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'recommendation', recommendation: result.data.packageCalculator };
}
