/**
 * The VIN reveal's browser calls: a challenge for an advert, and the VIN for its solution. The
 * documents and the on-demand Apollo client are imported at the first call, never with the ad
 * page (docs/decisions/0012). A refusal (BAD_USER_INPUT with an i18n key: expired, already used,
 * not solved…) is an answer the dialog shows with a retry; anything else (network, server) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import { refusalKey } from '@/lib/graphql/refusal';
import { VinRefusal } from './vin-rules';

/** A challenge as the server issues it. */
export interface VinChallenge {
  readonly token: string;
  readonly difficulty: number;
}

/** A solved challenge. */
export interface VinSolution {
  readonly token: string;
  readonly counter: number;
}

/** The history report's signed link, given with the VIN. */
export interface HistoryReportLink {
  readonly url: string;
  readonly sandbox: boolean;
}

/** What a reveal came to. */
export type VinOutcome =
  | { readonly kind: 'revealed'; readonly vin: string; readonly report: HistoryReportLink }
  /** The server refused: the i18n key (errors:vin.*). */
  | { readonly kind: 'refused'; readonly key: string };

const operations = () => import('@/lib/graphql/generated/operations');

/** A fresh challenge for the VIN of `advertId`; a refusal (no VIN, inactive advert) rejects with its key. */
export async function fetchVinChallenge(advertId: string): Promise<VinChallenge> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.Vin_ChallengeDocument,
    variables: { advertId },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  if (result.error) {
    const key = refusalKey(result.error);
    throw key ? new VinRefusal(key) : result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { token: result.data.vinChallenge.token, difficulty: result.data.vinChallenge.difficulty };
}

/** The VIN of `advertId` for a solved challenge. */
export async function revealVin(advertId: string, solution: VinSolution): Promise<VinOutcome> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Vin_RevealDocument,
    variables: { advertId, solution: { token: solution.token, counter: solution.counter } },
    // The refusal comes back in `error` instead of a rejection, so that it can be read.
    errorPolicy: 'all',
  });
  if (result.error) {
    const key = refusalKey(result.error);
    if (key) return { kind: 'refused', key };
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  const { vin, historyReport } = result.data.revealVin;
  return { kind: 'revealed', vin, report: { url: historyReport.url, sandbox: historyReport.sandbox } };
}
