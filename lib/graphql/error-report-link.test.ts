/**
 * The report link (SPEC §8): GraphQL errors and network errors of listingScreen,
 * getAdvertSearchFilters and getAdvertsSearchSummary(Exp) are reported with operation name,
 * experiment cookie, variables, error paths and the CDN request id; other operations are not, and
 * the caller's result is unchanged.
 */
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { cdnRequestIdOf, createErrorReportLink, type GraphQLFailure } from './error-report-link';

type Outcome = { kind: 'errors' } | { kind: 'network' } | { kind: 'ok' };

function clientWith(outcome: Outcome) {
  const reports: GraphQLFailure[] = [];
  const terminal = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        operation.setContext({ response: { status: 200, headers: new Headers({ 'x-amz-cf-id': 'cdn-42' }) } });
        if (outcome.kind === 'network') {
          observer.error(new Error('Failed to fetch'));
          return;
        }
        observer.next(
          outcome.kind === 'errors'
            ? { data: null, errors: [{ message: 'search broke', path: ['listingScreen', 'ads'] }] }
            : { data: { listingScreen: { total: 1 } } },
        );
        observer.complete();
      }),
  );
  const link = ApolloLink.from([
    createErrorReportLink({ report: (failure) => reports.push(failure), experimentCookie: () => 'b#a' }),
    terminal,
  ]);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), reports };
}

const LISTING = gql`
  query listingScreen($category: String!) {
    listingScreen(category: $category) {
      total
    }
  }
`;
const OTHER = gql`
  query Home_Screen($category: String!) {
    listingScreen(category: $category) {
      total
    }
  }
`;

describe('createErrorReportLink', () => {
  it('reports GraphQL errors of a search operation with their context', async () => {
    const { client, reports } = clientWith({ kind: 'errors' });
    await expect(
      client.query({ query: LISTING, variables: { category: 'autoturisme' }, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow(/search broke/u);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.error.message).toBe('GraphQL Errored: query listingScreen: search broke');
    expect(reports[0]?.context).toEqual({
      operationName: 'listingScreen',
      experimentCookie: 'b#a',
      variables: { category: 'autoturisme' },
      cdnRequestId: 'cdn-42',
      statusCode: 200,
      graphQLErrors: [{ message: 'search broke', path: ['listingScreen', 'ads'] }],
      errorPaths: [['listingScreen', 'ads']],
    });
  });

  it('reports network errors', async () => {
    const { client, reports } = clientWith({ kind: 'network' });
    await expect(
      client.query({ query: LISTING, variables: { category: 'x' }, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow(/Failed to fetch/u);
    expect(reports[0]?.error.message).toBe('Failed to fetch: query listingScreen');
    expect(reports[0]?.context).toMatchObject({
      networkError: 'Failed to fetch',
      errorPaths: [],
      cdnRequestId: 'cdn-42',
    });
  });

  it('leaves other operations and successes alone', async () => {
    const failing = clientWith({ kind: 'errors' });
    await expect(
      failing.client.query({ query: OTHER, variables: { category: 'x' }, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow(/search broke/u);
    expect(failing.reports).toEqual([]);
    const fine = clientWith({ kind: 'ok' });
    const result = await fine.client.query({ query: LISTING, variables: { category: 'x' }, fetchPolicy: 'no-cache' });
    expect(result.data).toEqual({ listingScreen: { total: 1 } });
    expect(fine.reports).toEqual([]);
  });

  it('reads the first CDN request id header present', () => {
    expect(cdnRequestIdOf(new Headers({ 'cf-ray': 'r1', 'x-request-id': 'q1' }))).toBe('r1');
    expect(cdnRequestIdOf(new Headers())).toBe('');
    expect(cdnRequestIdOf(undefined)).toBe('');
  });
});
