import type { ClientSession } from './session.types';
import {
  hasSignOutError,
  isNoSession,
  isSuspended,
  parseSession,
  SESSION_CACHE_LIFE_MS,
  tokenReuseMs,
  toPageSession,
} from './session-rules';

const NOW = Date.parse('2026-03-15T09:00:00.000Z');
const NOW_S = NOW / 1000;

const user = {
  name: 'Andrei Popescu',
  email: 'cumparator@volan.test',
  image: null,
  id: 'u-1',
  familyName: 'Popescu',
  givenName: 'Andrei',
  displayName: 'Andrei',
  userUUID: 'u-1',
  userType: 'private' as const,
  accountStatus: 'active',
  suspendReason: null,
};

function session(overrides: Partial<ClientSession> = {}): ClientSession {
  return {
    user,
    multiUser: null,
    expires: '2026-04-14T09:00:00.000Z',
    idToken: 'token',
    idTokenExpiresAt: NOW_S + 900,
    error: null,
    ...overrides,
  };
}

describe('isNoSession (SPEC §4)', () => {
  it.each<[string, ClientSession | null, boolean]>([
    ['no session at all', null, true],
    ['a valid session', session(), false],
    ['RefreshAccessTokenError', session({ error: 'RefreshAccessTokenError' }), true],
    ['no refresh token available', session({ error: 'no refresh token available' }), true],
    ['Transient Error keeps the session', session({ error: 'Transient Error' }), false],
    ['idToken missing', session({ idToken: undefined }), true],
    ['idToken empty', session({ idToken: '' }), true],
    ['idTokenExpiresAt missing', session({ idTokenExpiresAt: undefined }), true],
    ['idTokenExpiresAt earlier than now', session({ idTokenExpiresAt: NOW_S - 1 }), true],
    ['idTokenExpiresAt exactly now', session({ idTokenExpiresAt: NOW_S }), false],
  ])('%s', (_name, value, expected) => {
    expect(isNoSession(value, NOW)).toBe(expected);
  });
});

describe('hasSignOutError', () => {
  it.each<[string | null | undefined, boolean]>([
    ['RefreshAccessTokenError', true],
    ['no refresh token available', true],
    ['Transient Error', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(hasSignOutError(session({ error }))).toBe(expected);
  });
});

describe('tokenReuseMs (cache rules)', () => {
  it.each<[string, number | undefined, number]>([
    ['a fresh 15-minute token: the 5-minute cache life bounds it', NOW_S + 900, SESSION_CACHE_LIFE_MS],
    ['a token with 60 s left: reused for 50 s (10 s margin)', NOW_S + 60, 50_000],
    ['a token with exactly 10 s left: not reused', NOW_S + 10, 0],
    ['a token with 5 s left: not reused', NOW_S + 5, 0],
    ['an expired token: not reused', NOW_S - 100, 0],
    ['no expiry: not reused', undefined, 0],
  ])('%s', (_name, expiresAt, expected) => {
    expect(tokenReuseMs(session({ idTokenExpiresAt: expiresAt }), NOW)).toBe(expected);
  });
});

describe('parseSession', () => {
  it('reads the JSON of /api/auth/session', () => {
    const json = JSON.parse(
      JSON.stringify(session({ multiUser: { isMainAccount: false, mainAccountUUID: 'main' } })),
    ) as unknown;
    expect(parseSession(json)).toEqual(session({ multiUser: { isMainAccount: false, mainAccountUUID: 'main' } }));
  });

  it.each<[string, unknown]>([
    ['{} (no session)', {}],
    ['null', null],
    ['a string', 'session'],
    ['a user without id', { user: { name: 'x' } }],
  ])('gives null for %s', (_name, json) => {
    expect(parseSession(json)).toBeNull();
  });

  it('drops malformed fields instead of trusting them', () => {
    const parsed = parseSession({
      user: { userUUID: 'u-2', userType: 'ADMIN' },
      idToken: 42,
      idTokenExpiresAt: 'soon',
      error: 7,
    });
    expect(parsed).toMatchObject({ user: { userUUID: 'u-2', id: 'u-2', userType: '' }, error: null });
    expect(parsed).not.toHaveProperty('idToken');
    expect(parsed).not.toHaveProperty('idTokenExpiresAt');
  });
});

describe('toPageSession and isSuspended', () => {
  it('removes the tokens', () => {
    expect(toPageSession(session())).toEqual({ user, multiUser: null });
  });

  it('knows a suspended account', () => {
    expect(isSuspended(session({ user: { ...user, accountStatus: 'suspended' } }))).toBe(true);
    expect(isSuspended(session())).toBe(false);
    expect(isSuspended(null)).toBe(false);
  });
});
