/**
 * Who may see a page: the pure decision (every mode × anonymous, signed in, suspended) and
 * loadPage applying it.
 */
import type { GetServerSidePropsContext } from 'next';
import type { ServerResponse } from 'node:http';
import type { PageSession } from '@/lib/session/session.types';
import { decidePageAccess, hasSessionCookie, isAllowedWhileSuspended, type PageAuthMode } from './auth-guard';
import { loadPage } from './load-page';

const user: PageSession['user'] = {
  name: 'Maria Ionescu',
  email: 'vanzator@volan.test',
  image: null,
  id: 'u-2',
  familyName: 'Ionescu',
  givenName: 'Maria',
  displayName: 'Maria',
  userUUID: 'u-2',
  userType: 'private',
  accountStatus: 'active',
  suspendReason: null,
};
const signedIn: PageSession = { user, multiUser: null };
const suspended: PageSession = {
  user: { ...user, accountStatus: 'suspended', suspendReason: 'unpaid_invoice' },
  multiUser: null,
};

describe('decidePageAccess (SPEC §2.4, §6)', () => {
  const URL = '/contul-meu/preferences?tab=1';
  it.each<[PageAuthMode | undefined, PageSession | null, string, object]>([
    [undefined, null, '/', { kind: 'proceed' }],
    ['optional', null, URL, { kind: 'proceed' }],
    [
      'redirect',
      null,
      URL,
      {
        kind: 'redirect',
        redirect: { destination: '/authentication?redirectUrl=%2Fcontul-meu%2Fpreferences%3Ftab%3D1', statusCode: 301 },
      },
    ],
    [
      'required',
      null,
      '/delete-account',
      {
        kind: 'redirect',
        redirect: {
          destination: '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fdelete-account',
          permanent: false,
        },
      },
    ],
    ['redirect', signedIn, URL, { kind: 'proceed' }],
    ['required', signedIn, '/delete-account', { kind: 'proceed' }],
    [
      undefined,
      suspended,
      '/',
      { kind: 'redirect', redirect: { destination: '/contul-meu/newinvoices', permanent: false } },
    ],
    [
      'redirect',
      suspended,
      URL,
      { kind: 'redirect', redirect: { destination: '/contul-meu/newinvoices', permanent: false } },
    ],
    ['redirect', suspended, '/contul-meu/newinvoices', { kind: 'proceed' }],
    ['redirect', suspended, '/contul-meu/newinvoices/?x=1', { kind: 'proceed' }],
    [undefined, suspended, '/logout', { kind: 'proceed' }],
    [
      undefined,
      suspended,
      '/autoturisme/anunt/1',
      { kind: 'redirect', redirect: { destination: '/contul-meu/newinvoices', permanent: false } },
    ],
  ])('%s, %j, %s', (mode, session, url, expected) => {
    expect(decidePageAccess({ mode, session, url })).toEqual(expected);
  });

  it('knows the pages a suspended account keeps', () => {
    expect(isAllowedWhileSuspended('/contul-meu/newinvoices')).toBe(true);
    expect(isAllowedWhileSuspended('/amplify-logout')).toBe(true);
    expect(isAllowedWhileSuspended('/contul-meu/newinvoices-fake')).toBe(false);
    expect(isAllowedWhileSuspended('/contul-meu')).toBe(false);
  });

  it('recognises next-auth session cookies', () => {
    expect(hasSessionCookie({ 'next-auth.session-token': 'x' })).toBe(true);
    expect(hasSessionCookie({ '__Secure-next-auth.session-token.0': 'x' })).toBe(true);
    expect(hasSessionCookie({ 'next-auth.csrf-token': 'x' })).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('loadPage with auth', () => {
  function context(resolvedUrl: string) {
    const headers = new Map<string, string>();
    const res = { statusCode: 200, setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
    const ctx = {
      req: { headers: {}, cookies: {} },
      res: res as unknown as ServerResponse,
      params: {},
      query: {},
      resolvedUrl,
    } as unknown as GetServerSidePropsContext;
    return { ctx, headers };
  }
  const noExecutor = () => () => Promise.reject(new Error('this page runs no GraphQL'));

  it('redirects the signed-out visitor of a protected page, uncacheably, without loading it', async () => {
    const { ctx, headers } = context('/contul-meu/');
    const load = vi.fn();
    const result = await loadPage(ctx, {
      namespaces: [],
      auth: 'redirect',
      load,
      createExecutor: noExecutor,
      readSession: () => Promise.resolve(null),
    });
    expect(result).toEqual({
      redirect: { destination: '/authentication?redirectUrl=%2Fcontul-meu%2F', statusCode: 301 },
    });
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the session (without tokens) to the load function and the props', async () => {
    const { ctx } = context('/contul-meu/');
    let seen: unknown;
    const result = await loadPage(ctx, {
      namespaces: [],
      auth: 'redirect',
      createExecutor: noExecutor,
      readSession: () => Promise.resolve(signedIn),
      load: (_execute, _ctx, extras) => {
        seen = extras.session;
        return Promise.resolve({ props: {} });
      },
    });
    expect(seen).toEqual(signedIn);
    expect(result).toMatchObject({ props: { pageSession: signedIn } });
  });

  it('sends a suspended dealer from a public page to the invoices', async () => {
    const { ctx } = context('/');
    const result = await loadPage(ctx, {
      namespaces: [],
      createExecutor: noExecutor,
      readSession: () => Promise.resolve(suspended),
    });
    expect(result).toEqual({ redirect: { destination: '/contul-meu/newinvoices', permanent: false } });
  });

  it('adds no pageSession to pages without an auth mode', async () => {
    const { ctx } = context('/');
    const result = await loadPage(ctx, {
      namespaces: [],
      createExecutor: noExecutor,
      readSession: () => Promise.resolve(signedIn),
    });
    expect(result).toHaveProperty('props');
    expect((result as { props: object }).props).not.toHaveProperty('pageSession');
  });
});
