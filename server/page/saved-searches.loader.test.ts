/**
 * /cautari-salvate and its unsubscribe page: the list's loader renders the page for everyone — the
 * sign-in prompt with its way back here when signed out — never caches it, and sends a suspended
 * account to its invoices; the unsubscribe loader only hands the link's token to the page (nothing
 * is turned off on a GET), uncached and without a referrer.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { PageSession } from '@/lib/session/session.types';
import { loadSavedSearchUnsubscribePage } from './saved-search-unsubscribe.loader';
import { loadSavedSearchesPage } from './saved-searches.loader';

function session(accountStatus: 'active' | 'suspended'): PageSession {
  return {
    user: {
      name: 'Andrei Popescu',
      email: 'andrei@example.ro',
      image: null,
      id: 'u-1',
      familyName: 'Popescu',
      givenName: 'Andrei',
      displayName: 'Andrei Popescu',
      userUUID: 'u-1',
      userType: 'private',
      accountStatus,
      suspendReason: null,
    },
    multiUser: null,
  };
}

function context(resolvedUrl: string, params: Record<string, string> = {}) {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' } },
    res: res as unknown as ServerResponse,
    params,
    query: { ...params },
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
  return { ctx, headers };
}

function propsOf<P>(result: GetServerSidePropsResult<P>): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P;
}

describe('the /cautari-salvate loader', () => {
  const load = (pageSession: PageSession | null) => {
    const { ctx, headers } = context('/cautari-salvate');
    return { result: loadSavedSearchesPage(ctx, { readSession: () => Promise.resolve(pageSession) }), headers };
  };

  it('asks a signed-out visitor to sign in and come back, without redirecting', async () => {
    const { result, headers } = load(null);
    const props = propsOf(await result);
    expect(props.pageSession).toBeNull();
    expect(props.signInUrl).toBe('/authentication?redirectUrl=%2Fcautari-salvate');
    expect(Object.keys(props.i18n.resources)).toEqual(expect.arrayContaining(['savedSearches', 'ui', 'errors']));
    expect(headers.get('cache-control')).toMatch(/private/);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('renders the list for a signed-in visitor', async () => {
    expect(propsOf(await load(session('active')).result).pageSession?.user.userUUID).toBe('u-1');
  });

  it('sends a suspended account to its invoices', async () => {
    expect(await load(session('suspended')).result).toEqual({
      redirect: { destination: '/contul-meu/newinvoices', permanent: false },
    });
  });
});

describe('the unsubscribe loader', () => {
  it('hands the token to the page, uncached and without a referrer', async () => {
    const { ctx, headers } = context('/cautari-salvate/unsubscribe/tok_3f9a1c2e8b7d', { hash: 'tok_3f9a1c2e8b7d' });
    const props = propsOf(await loadSavedSearchUnsubscribePage(ctx));
    expect(props.token).toBe('tok_3f9a1c2e8b7d');
    expect(Object.keys(props.i18n.resources)).toEqual(expect.arrayContaining(['savedSearches', 'errors']));
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });
});
