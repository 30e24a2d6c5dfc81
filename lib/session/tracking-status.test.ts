import type { PageSession } from './session.types';
import { sessionTracking } from './tracking-status';

const base: PageSession = {
  user: {
    name: 'Elena Stan',
    email: 'angajat@volan.test',
    image: null,
    id: 'sub',
    familyName: 'Stan',
    givenName: 'Elena',
    displayName: 'Elena',
    userUUID: 'sub',
    userType: 'professional',
    accountStatus: 'active',
    suspendReason: null,
  },
  multiUser: null,
};

describe('sessionTracking (SPEC §3, §4, §6)', () => {
  it.each<[string, PageSession | null, string | null, boolean | undefined, object]>([
    ['anonymous', null, null, undefined, { user_status: 'unlogged' }],
    [
      'single user, no login variant',
      { ...base, user: { ...base.user, userType: 'private' } },
      null,
      undefined,
      { user_status: 'logged_in', business_status: 'private', user_uuid: 'sub' },
    ],
    [
      'single dealer with a login variant',
      base,
      'email',
      true,
      { user_status: 'logged_email', business_status: 'business' },
    ],
    [
      'main account acting as itself',
      { ...base, multiUser: { isMainAccount: true, mainAccountUUID: 'sub' } },
      'email',
      true,
      { user_status: 'logged_email', main_account_uuid: 'sub' },
    ],
    [
      'sub-user with the right',
      { ...base, multiUser: { isMainAccount: false, mainAccountUUID: 'main' } },
      'email',
      true,
      { user_status: 'logged_impersonate', access: 'granted', main_account_uuid: 'main' },
    ],
    [
      'sub-user without the right',
      { ...base, multiUser: { isMainAccount: false, mainAccountUUID: 'main' } },
      null,
      false,
      { user_status: 'logged_impersonate', access: 'revoked' },
    ],
  ])('%s', (_name, session, loginType, permission, expected) => {
    expect(sessionTracking(session, loginType, permission)).toMatchObject(expected);
  });

  it('gives no access value to main accounts and single users', () => {
    expect(sessionTracking(base, null, false)).not.toHaveProperty('access');
    expect(
      sessionTracking({ ...base, multiUser: { isMainAccount: true, mainAccountUUID: 'sub' } }, null, false),
    ).not.toHaveProperty('access');
  });
});
