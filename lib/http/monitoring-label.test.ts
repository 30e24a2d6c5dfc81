import { labelPath, monitoringLabel, operationNameFromBody } from './monitoring-label';

describe('monitoringLabel (SPEC §7)', () => {
  const graphqlBody = JSON.stringify({ operationName: 'listingScreen', query: 'query listingScreen { x }' });
  const form = new FormData();
  form.set('operations', JSON.stringify({ operationName: 'Posting_UploadPhoto', variables: {} }));
  form.set('map', '{}');

  it.each<[string, string, unknown, string]>([
    ['POST', '/graphql', graphqlBody, 'listingScreen'],
    ['post', 'https://www.volan.ro/graphql', graphqlBody, 'listingScreen'],
    ['POST', '/graphql', JSON.stringify([{ operationName: 'a' }, { operationName: 'b' }]), 'a,b'],
    ['POST', '/graphql', form, 'Posting_UploadPhoto'],
    ['POST', '/graphql', 'not json', 'POST:/graphql'],
    ['POST', '/api/bm', JSON.stringify({ l: 'web-vital' }), 'POST:/api/bm'],
    [
      'POST',
      '/api/auth/callback/credentials',
      new URLSearchParams({ csrfToken: 'x' }),
      'POST:/api/auth/callback/credentials',
    ],
    ['GET', '/graphql?operationName=getToken&variables=%7B%7D', undefined, 'getToken'],
    ['GET', 'https://www.volan.ro/graphql?extensions=%7B%7D', undefined, 'GET:/graphql'],
    ['GET', '/api/uoffe?2f1c', undefined, 'GET:/api/uoffe'],
    ['GET', '/api/auth/session', undefined, 'GET:/api/auth/session'],
    ['DELETE', '/api/ads/123', undefined, 'DELETE:/api/ads'],
    ['PUT', 'https://api.example/v1/users/42/', undefined, 'PUT:/v1/users'],
    ['PATCH', '/api/ads/123/photos', undefined, 'PATCH:/api/ads/123/photos'],
    ['GET', '/123', undefined, 'GET:/'],
  ])('%s %s -> %s', (method, url, body, label) => {
    expect(monitoringLabel(method, url, body)).toBe(label);
  });

  it('reads only string operation names', () => {
    expect(operationNameFromBody(JSON.stringify({ operationName: 7 }))).toBeUndefined();
    expect(operationNameFromBody(JSON.stringify(null))).toBeUndefined();
    expect(operationNameFromBody(new Blob(['{}']))).toBeUndefined();
    expect(labelPath('/a/b/9?x=1#h')).toBe('/a/b');
  });
});
