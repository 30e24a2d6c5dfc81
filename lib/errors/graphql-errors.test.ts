import { AppError, InactiveAdError, NotFoundError } from './app-errors';
import { fromGraphQLErrors, type GraphQLErrorLike } from './graphql-errors';

const notFound: GraphQLErrorLike = {
  message: 'advert 5 not found',
  path: ['advert'],
  extensions: { code: 'NOT_FOUND', status: 404, what: 'advert', id: '5' },
};
const inactive: GraphQLErrorLike = {
  message: 'InactiveAd',
  path: ['advert', 0],
  extensions: { code: 'INACTIVE_AD', status: 410, adId: '9', categorySlug: 'autoturisme', inactiveAd: true },
};
const unauthenticated: GraphQLErrorLike = {
  message: 'authentication required',
  extensions: { code: 'UNAUTHENTICATED', status: 401 },
};

describe('fromGraphQLErrors', () => {
  it('maps a 404 to NotFoundError with its path', () => {
    const error = fromGraphQLErrors([unauthenticated, notFound], 404);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error?.message).toBe('advert 5 not found');
    expect(error?.extensions).toMatchObject({ path: ['advert'], code: 'NOT_FOUND', id: '5' });
    expect(error?.cause).toBe(notFound);
  });

  it('maps a 410 to InactiveAdError with adId and inactiveAd', () => {
    const error = fromGraphQLErrors([inactive], 410, { routeId: 'advertPage' });
    expect(error).toBeInstanceOf(InactiveAdError);
    expect(error).toMatchObject({ status: 410, message: 'InactiveAd', adId: '9', inactiveAd: true });
    expect(error?.extensions).toMatchObject({
      path: ['advert', 0],
      categorySlug: 'autoturisme',
      routeId: 'advertPage',
    });
  });

  it('maps other expected statuses to an AppError of that status', () => {
    const error = fromGraphQLErrors([unauthenticated], 401);
    expect(error).toBeInstanceOf(AppError);
    expect(error?.status).toBe(401);
    expect(error?.extensions['path']).toBeUndefined();
  });

  it.each([
    [[notFound], 410],
    [[{ message: 'no extensions' }], 404],
    [[{ message: 'string status', extensions: { status: '404' } }], 404],
    [[], 404],
    [undefined, 404],
    [null, 404],
  ])('returns null when no error has the expected status (%#)', (errors, status) => {
    expect(fromGraphQLErrors(errors, status)).toBeNull();
  });
});
