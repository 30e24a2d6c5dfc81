/**
 * The /finantare application's browser call: Mutation.createFinancingLead. The document and the
 * on-demand Apollo client are imported at the first send, never with the page. A refusal the
 * form can show (BAD_USER_INPUT with an i18n key: a field's problem with its values, too many,
 * partner unavailable, advert gone) rejects as an Error carrying `refusalKey` and `values` (the loan
 * simulator's ApplicationRefusal); anything else rejects as it came.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { firstErrorExtensions } from '@/lib/graphql/refusal';
import type { FinancingEntryPoint } from './entry-point-status';

/** What the simulator sends (machines/financing LoanApplication has this shape). */
export interface FinancingLeadApplication {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId: string | null;
  readonly credit: number;
  readonly downPayment: number | null;
  readonly term: number;
  readonly applicant: { readonly name: string; readonly phone: string; readonly email: string };
}

/** The extensions that are not a refusal's values. */
const NOT_VALUES = new Set(['code', 'status', 'i18nKey', 'field']);

/** A BAD_USER_INPUT's i18n key and its values, or null for another error. */
export function refusalOf(error: unknown): { refusalKey: string; values: Record<string, string> } | null {
  const extensions = firstErrorExtensions(error);
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(extensions))
    if (!NOT_VALUES.has(name) && (typeof value === 'string' || typeof value === 'number')) values[name] = String(value);
  return { refusalKey: key, values };
}

/** Sends the application; resolves with the lead's reference (FIN-XXXXXXXX). */
export async function sendFinancingLead(application: FinancingLeadApplication): Promise<{ reference: string }> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.CreateFinancingLeadDocument,
    variables: {
      input: {
        entryPoint: application.entryPoint,
        advertId: application.advertId,
        credit: application.credit,
        downPayment: application.downPayment,
        term: application.term,
        applicant: application.applicant,
      },
    },
    errorPolicy: 'all',
  });
  if (result.error) {
    // A refusal is an answer the form shows; the machine reads its key and values (ApplicationRefusal).
    const refusal = refusalOf(result.error);
    if (refusal) throw Object.assign(new Error(refusal.refusalKey), refusal);
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { reference: result.data.createFinancingLead.reference };
}
