/**
 * The dealer financing settings call (SPEC §7, §8; docs/financing.md, "Server"): the mutation
 * dealerFinancingSettings with lib/financing's request (context PLN / WEB / PL, benefitId
 * CREDIT_INTERMEDIARY by default), and every way it can go wrong as a typed result whose message
 * carries SPEC §8's prefix. It never throws; the caller reports the error.
 */
import type { ApolloClient } from '@apollo/client';
import { DealerFinancingSettingsDocument, type DealerFinancingSettings } from '@/lib/graphql/generated/operations';
import { dealerSettingsRequest, type DealerSettingsSubject } from './dealer-settings-request';

/** SPEC §8's prefix of every message of this call. */
export const DEALER_SETTINGS_PREFIX = '[financing hub dealer financing get settings]';

/** The settings, as the hub answered them. */
export interface DealerSettings {
  readonly accountEnabled: boolean;
  readonly disabledAdvertIds: readonly string[];
}

/** What went wrong: SPEC §8's message; `cause` the error behind it, or 'unexpected_response_type'. */
export interface DealerSettingsError {
  readonly message: string;
  readonly cause?: unknown;
}

export type DealerSettingsResult =
  | { readonly ok: true; readonly settings: DealerSettings }
  | { readonly ok: false; readonly error: DealerSettingsError };

type Output = DealerFinancingSettings['dealerFinancingSettings'];
type SettingsOutput = Extract<Output, { __typename: 'DealerFinancingSettingsOutput' }>;
type TechnicalError = Extract<Output, { __typename: 'FinancingTechnicalError' }>;
/** The answer as it may come: one of the schema's types, or a type a newer server added. */
type Answer = Output | { readonly __typename: string };

/** What the call needs of an Apollo client. */
export type DealerSettingsClient = Pick<ApolloClient, 'mutate'>;

const isSettings = (answer: Answer): answer is SettingsOutput =>
  answer.__typename === 'DealerFinancingSettingsOutput' && 'disabledAdverts' in answer;
const isTechnicalError = (answer: Answer): answer is TechnicalError =>
  answer.__typename === 'FinancingTechnicalError' && 'message' in answer;

const failure = (message: string, cause?: unknown): DealerSettingsResult => ({
  ok: false,
  error: { message: `${DEALER_SETTINGS_PREFIX} ${message}`, ...(cause === undefined ? {} : { cause }) },
});

/** Asks the hub for the settings of `subject`'s seller; the benefit is CREDIT_INTERMEDIARY unless named. */
export async function getDealerFinancingSettings(
  client: DealerSettingsClient | null | undefined,
  subject: DealerSettingsSubject,
  benefitId?: string,
): Promise<DealerSettingsResult> {
  if (!client) return failure('client not defined');
  const request = dealerSettingsRequest(subject, benefitId);
  let result: ApolloClient.MutateResult<DealerFinancingSettings, 'all'>;
  try {
    result = await client.mutate({
      mutation: DealerFinancingSettingsDocument,
      variables: { context: { ...request.context }, parameters: { ...request.parameters } },
      errorPolicy: 'all',
      // A read: nothing to keep in the cache, and an answer of an unknown type passes through as it came.
      fetchPolicy: 'no-cache',
    });
  } catch (error) {
    return failure('handleResponseError dealerFinancingSettings', error);
  }
  if (result.error) return failure('handleResponseError dealerFinancingSettings', result.error);
  if (!result.data) return failure('getOutput no data');
  // What came, which may be a type this client does not know (a newer server's).
  const output: Answer | null | undefined = result.data.dealerFinancingSettings;
  if (!output) return failure('getOutput - no data in response');
  if (isSettings(output))
    return {
      ok: true,
      settings: {
        accountEnabled: output.accountEnabled,
        disabledAdvertIds: output.disabledAdverts.map((advert) => advert.advertId),
      },
    };
  if (isTechnicalError(output)) return failure(output.message);
  return failure(`unexpected response type: ${output.__typename}`, 'unexpected_response_type');
}
