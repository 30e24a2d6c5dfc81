/**
 * The dealer financing settings call's answers, each way SPEC §8 names, against stand-in Apollo
 * clients (and one real ApolloClient over a link answering canned results, which shows an
 * ApolloClient fits the call).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of, throwError } from 'rxjs';
import { POSSIBLE_TYPES } from '@/lib/graphql/generated/possible-types';
import {
  DEALER_SETTINGS_PREFIX,
  getDealerFinancingSettings,
  type DealerSettingsClient,
  type DealerSettingsResult,
} from './dealer-settings-client';

const subject = {
  partnerId: 'dealer-financing-sandbox',
  advertId: '3',
  sellerUUID: '00000000-0000-4000-8000-000000000003',
};
const network = new Error('socket hang up');
const graphQLError = { errors: [{ message: 'boom' }] };

/** A client that resolves with `answer`. */
const answering = (answer: unknown): DealerSettingsClient => ({
  mutate: () => Promise.resolve(answer as { data?: null }),
});
/** A client whose call rejects with `error`. */
const rejecting = (error: Error): DealerSettingsClient => ({ mutate: () => Promise.reject(error) });

const failed = (message: string, cause?: unknown): DealerSettingsResult => ({
  ok: false,
  error: { message: `${DEALER_SETTINGS_PREFIX} ${message}`, ...(cause === undefined ? {} : { cause }) },
});

describe('getDealerFinancingSettings', () => {
  it.each<[string, DealerSettingsClient | undefined, DealerSettingsResult]>([
    ['no client', undefined, failed('client not defined')],
    ['a rejected call', rejecting(network), failed('handleResponseError dealerFinancingSettings', network)],
    [
      'an error answer',
      answering({ error: graphQLError }),
      failed('handleResponseError dealerFinancingSettings', graphQLError),
    ],
    ['no data', answering({ data: undefined }), failed('getOutput no data')],
    ['null data', answering({ data: null }), failed('getOutput no data')],
    ['no field', answering({ data: {} }), failed('getOutput - no data in response')],
    ['a null field', answering({ data: { dealerFinancingSettings: null } }), failed('getOutput - no data in response')],
    [
      'a technical error',
      answering({
        data: { dealerFinancingSettings: { __typename: 'FinancingTechnicalError', message: 'Partner down' } },
      }),
      failed('Partner down'),
    ],
    [
      'another type',
      answering({ data: { dealerFinancingSettings: { __typename: 'SomethingElse' } } }),
      failed('unexpected response type: SomethingElse', 'unexpected_response_type'),
    ],
    [
      'the settings',
      answering({
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

  it('sends the SPEC §7 request: PLN / WEB / PL, the subject, CREDIT_INTERMEDIARY unless named', async () => {
    const sent: unknown[] = [];
    const client: DealerSettingsClient = {
      mutate: (options) => {
        sent.push(options.variables);
        return Promise.resolve({ data: null });
      },
    };
    await getDealerFinancingSettings(client, subject);
    await getDealerFinancingSettings(client, subject, 'OTHER');
    const context = { currency: 'PLN', platform: 'WEB', language: 'PL', ...subject };
    expect(sent).toEqual([
      { context, parameters: { benefitId: 'CREDIT_INTERMEDIARY' } },
      { context, parameters: { benefitId: 'OTHER' } },
    ]);
  });

  it('works with a real ApolloClient, its network failure included', async () => {
    const settings = {
      __typename: 'DealerFinancingSettingsOutput',
      accountEnabled: false,
      disabledAdverts: [],
    };
    const ok = new ApolloClient({
      cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
      link: new ApolloLink(() => of({ data: { dealerFinancingSettings: settings } })),
    });
    expect(await getDealerFinancingSettings(ok, subject)).toEqual({
      ok: true,
      settings: { accountEnabled: false, disabledAdvertIds: [] },
    });
    const down = new ApolloClient({
      cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
      link: new ApolloLink(() => throwError(() => network)),
    });
    const result = await getDealerFinancingSettings(down, subject);
    expect(result).toMatchObject({
      ok: false,
      error: { message: `${DEALER_SETTINGS_PREFIX} handleResponseError dealerFinancingSettings` },
    });
  });
});
