/**
 * The dealer financing settings call's answers, each way SPEC §8 names, through a real ApolloClient
 * whose link answers canned results (the server's own answers are in the financing module's test).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of, throwError } from 'rxjs';
import { POSSIBLE_TYPES } from '@/lib/graphql/generated/possible-types';
import {
  DEALER_SETTINGS_PREFIX,
  getDealerFinancingSettings,
  type DealerSettingsResult,
} from './dealer-settings-client';

const subject = {
  partnerId: 'dealer-financing-sandbox',
  advertId: '3',
  sellerUUID: '00000000-0000-4000-8000-000000000003',
};
const network = new Error('socket hang up');

/** A client whose server answers `result` (a GraphQL response), or fails with `error`, and records the variables. */
function clientAnswering(result: Record<string, unknown> | Error, sent: unknown[] = []): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
    link: new ApolloLink((operation) => {
      sent.push(operation.variables);
      return result instanceof Error ? throwError(() => result) : of(result);
    }),
  });
}

const failed = (message: string, cause?: unknown): DealerSettingsResult => ({
  ok: false,
  error: { message: `${DEALER_SETTINGS_PREFIX} ${message}`, ...(cause === undefined ? {} : { cause }) },
});

describe('getDealerFinancingSettings', () => {
  it.each<[string, ApolloClient | undefined, DealerSettingsResult]>([
    ['no client', undefined, failed('client not defined')],
    ['no data', clientAnswering({}), failed('getOutput no data')],
    ['null data', clientAnswering({ data: null }), failed('getOutput no data')],
    ['no field', clientAnswering({ data: {} }), failed('getOutput - no data in response')],
    [
      'a null field',
      clientAnswering({ data: { dealerFinancingSettings: null } }),
      failed('getOutput - no data in response'),
    ],
    [
      'a technical error',
      clientAnswering({
        data: { dealerFinancingSettings: { __typename: 'FinancingTechnicalError', message: 'Partner down' } },
      }),
      failed('Partner down'),
    ],
    [
      'another type',
      clientAnswering({ data: { dealerFinancingSettings: { __typename: 'SomethingElse' } } }),
      failed('unexpected response type: SomethingElse', 'unexpected_response_type'),
    ],
    [
      'the settings',
      clientAnswering({
        data: {
          dealerFinancingSettings: {
            __typename: 'DealerFinancingSettingsOutput',
            accountEnabled: true,
            disabledAdverts: [{ advertId: '4' }, { advertId: '9' }],
          },
        },
      }),
      { ok: true, settings: { accountEnabled: true, disabledAdvertIds: ['4', '9'] } },
    ],
  ])('answers %s', async (_case, client, expected) => {
    expect(await getDealerFinancingSettings(client, subject)).toEqual(expected);
  });

  it.each([
    ['a network failure', network],
    ['GraphQL errors', { errors: [{ message: 'boom' }], data: null }],
  ])('answers handleResponseError for %s, the error as its cause', async (_case, answer) => {
    const result = await getDealerFinancingSettings(clientAnswering(answer), subject);
    expect(result).toEqual({
      ok: false,
      error: {
        message: `${DEALER_SETTINGS_PREFIX} handleResponseError dealerFinancingSettings`,
        cause: expect.any(Error) as unknown,
      },
    });
  });

  it('sends the SPEC §7 request: PLN / WEB / PL, the subject, CREDIT_INTERMEDIARY unless named', async () => {
    const sent: unknown[] = [];
    const client = clientAnswering({ data: null }, sent);
    await getDealerFinancingSettings(client, subject);
    await getDealerFinancingSettings(client, subject, 'OTHER');
    const context = { currency: 'PLN', platform: 'WEB', language: 'PL', ...subject };
    expect(sent).toEqual([
      { context, parameters: { benefitId: 'CREDIT_INTERMEDIARY' } },
      { context, parameters: { benefitId: 'OTHER' } },
    ]);
  });
});
