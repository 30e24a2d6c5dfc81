/** The id token (HS256 JWT) and reading it from the Authorization header. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authConfig } from './auth-config';
import { userFromAuthorization } from './bearer';
import { clientAddress } from './client-address';
import { decodeIdToken, type IdTokenClaims, signIdToken, verifyIdToken } from './id-token';
import { sessionUserFromClaims } from './session-shape';

const secret = 'test-secret-0123456789abcdef';
const issuer = 'https://www.volan.ro';
const now = 1_773_500_000;

function claims(overrides: Partial<IdTokenClaims> = {}): IdTokenClaims {
  return {
    iss: issuer,
    aud: 'volan',
    token_use: 'id',
    sub: '00000000-0000-4000-8000-000000000004',
    sid: 'f0f0f0f0-0000-4000-8000-000000000000',
    iat: now,
    exp: now + 900,
    email: 'angajat@volan.test',
    given_name: 'Elena',
    family_name: 'Stan',
    user_type: 'PROFESSIONAL',
    account_status: 'active',
    suspend_reason: null,
    'custom:impersonate_uuid': '00000000-0000-4000-8000-000000000003',
    ...overrides,
  };
}

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('id token', () => {
  it('verifies its own tokens until exp', () => {
    const token = signIdToken(claims(), secret);
    expect(verifyIdToken(token, { secret, issuer, nowSeconds: now + 899 })).toEqual({ ok: true, claims: claims() });
    expect(verifyIdToken(token, { secret, issuer, nowSeconds: now + 900 })).toEqual({ ok: false, failure: 'expired' });
    expect(decodeIdToken(token)).toEqual(claims());
  });

  it.each([
    ['another secret', () => signIdToken(claims(), 'another-secret-0123456789')],
    ['another issuer', () => signIdToken(claims({ iss: 'https://evil.example' }), secret)],
    ['another audience', () => signIdToken(claims({ aud: 'other' }), secret)],
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    [
      'alg HS512',
      () => {
        const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims())}`;
        return `${body}.${createHmac('sha512', secret).update(body).digest('base64url')}`;
      },
    ],
    [
      'a changed payload',
      () => {
        const [h, , s] = signIdToken(claims(), secret).split('.');
        return `${h}.${b64(claims({ sub: '00000000-0000-4000-8000-000000000003' }))}.${s}`;
      },
    ],
    ['two segments', () => signIdToken(claims(), secret).split('.').slice(0, 2).join('.')],
    ['garbage', () => '%%%.%%%.%%%'],
    ['not an id token', () => signIdToken({ ...claims(), token_use: 'access' } as unknown as IdTokenClaims, secret)],
  ])('refuses %s as invalid', (_name, make) => {
    expect(verifyIdToken(make(), { secret, issuer, nowSeconds: now })).toEqual({ ok: false, failure: 'invalid' });
  });

  it('maps claims to the session user of SPEC §3', () => {
    expect(sessionUserFromClaims(claims())).toEqual({
      user: {
        name: 'Elena Stan',
        email: 'angajat@volan.test',
        image: null,
        id: claims().sub,
        familyName: 'Stan',
        givenName: 'Elena',
        displayName: 'Elena',
        userUUID: claims().sub,
        userType: 'professional',
        accountStatus: 'active',
        suspendReason: null,
      },
      multiUser: { isMainAccount: false, mainAccountUUID: '00000000-0000-4000-8000-000000000003' },
    });
    const single = { ...claims({ user_type: 'PRIVATE' }) };
    delete single['custom:impersonate_uuid'];
    expect(sessionUserFromClaims(single)).toMatchObject({ user: { userType: 'private' }, multiUser: null });
  });
});

describe('Authorization header', () => {
  const config = authConfig({ secret, siteOrigin: issuer, now: () => new Date(now * 1000) });

  it('reads the caller from a valid Bearer token', () => {
    const result = userFromAuthorization(`Bearer ${signIdToken(claims(), secret)}`, config);
    expect(result.user).toMatchObject({
      id: claims().sub,
      sessionId: claims().sid,
      userType: 'professional',
      mainAccountUUID: claims()['custom:impersonate_uuid'],
    });
    expect(userFromAuthorization(`bearer   ${signIdToken(claims(), secret)}`, config).failure).toBeNull();
  });

  it.each([
    [null, 'missing'],
    ['   ', 'missing'],
    ['Token abc', 'invalid'],
    ['Bearer a b', 'invalid'],
  ] as const)('%j → %s', (header, failure) => {
    expect(userFromAuthorization(header, config)).toEqual({ user: null, failure });
  });
});

describe('client address', () => {
  it('uses the socket unless proxies are trusted, then counts hops from the right', () => {
    expect(clientAddress('1.1.1.1', '10.0.0.5', 0)).toBe('10.0.0.5');
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.5', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.5', 2)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '::ffff:127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientAddress(null, null, 0)).toBeNull();
  });
});
