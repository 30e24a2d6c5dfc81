/** Which server answers a row shows as a refusal (its i18n key) and which are failures. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { refusalKeyOf } from './my-ads-api';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('refusalKeyOf', () => {
  it('reads the i18n key of BAD_USER_INPUT and FORBIDDEN', () => {
    expect(refusalKeyOf(graphQLError({ code: 'BAD_USER_INPUT', i18nKey: 'errors:myAds.notAllowed' }))).toBe(
      'errors:myAds.notAllowed',
    );
    expect(refusalKeyOf(graphQLError({ code: 'FORBIDDEN', i18nKey: 'errors:myAds.forbidden.ads' }))).toBe(
      'errors:myAds.forbidden.ads',
    );
  });

  it('leaves other errors to the failure path', () => {
    expect(refusalKeyOf(graphQLError({ code: 'INTERNAL', i18nKey: 'errors:generic' }))).toBeNull();
    expect(refusalKeyOf(graphQLError({ code: 'BAD_USER_INPUT' }))).toBeNull();
    expect(refusalKeyOf(new Error('network'))).toBeNull();
    expect(refusalKeyOf(null)).toBeNull();
  });
});
