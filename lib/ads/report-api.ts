/**
 * The report form's browser calls: the reasons and the report. The documents and the on-demand
 * Apollo client are imported at the first call, never with the ad page (docs/decisions/0012). A
 * refusal the form can show (BAD_USER_INPUT with an i18n key) is an answer, not an error; anything
 * else (network, server) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { ReportReason } from '@/lib/graphql/generated/schema-enums';
import type { ReportDraft } from './report-rules';

/** What a report came to. */
export type ReportOutcome =
  | { readonly kind: 'sent'; readonly confirmationSent: boolean }
  /** The server refused it: the i18n key, and the field it names (null: the advert itself). */
  | { readonly kind: 'refused'; readonly key: string; readonly field: keyof ReportDraft | null };

const operations = () => import('@/lib/graphql/generated/operations');

/** The reasons the form offers, in order. */
export async function fetchReportReasons(): Promise<readonly ReportReason[]> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.Report_ReasonsDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data.reportReasons;
}

/** A BAD_USER_INPUT the form can show, read by shape (Apollo's error class would pull Apollo in). */
export function refusalOf(error: unknown): Extract<ReportOutcome, { kind: 'refused' }> | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const extensions = (errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions ?? {};
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const field = extensions['field'];
  return {
    kind: 'refused',
    key,
    field: field === 'reason' || field === 'email' || field === 'message' ? field : null,
  };
}

/** Sends the report of `advertId`. */
export async function sendReport(advertId: string, draft: ReportDraft): Promise<ReportOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Report_SendDocument,
    variables: {
      input: {
        advertId,
        reason: draft.reason as ReportReason,
        message: draft.message,
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      },
    },
    // The refusal comes back in `error` instead of a rejection, so that it can be read.
    errorPolicy: 'all',
  });
  if (result.error) {
    const refusal = refusalOf(result.error);
    if (refusal) return refusal;
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'sent', confirmationSent: result.data.reportAdvert.confirmationSent };
}
