/**
 * A page while the database is away: loadPage answers the generic error page (503, Retry-After,
 * not cached, the transaction id and its QR code) instead of throwing into Next's 500. The
 * database is a real PostgreSQL pool pointed at a port where nothing listens; the session read
 * and the request/response objects are stand-ins.
 */
import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { PageSession } from '@/lib/session/session.types';
import { createDb, type DbHandle } from '@/server/db/client';
import { createSsrExecutor } from '@/server/graphql/execute';
import { loadAccountPage } from './account.loader';
import { loadAdvert } from './advert.loader';
import { loadHome } from './home.loader';
import { loadListing } from './listing.loader';
import { loadPage, type LoadPageOptions } from './load-page';

let away: DbHandle;
beforeAll(async () => {
  away = await createDb({ url: 'postgres://postgres@127.0.0.1:9/away', pool: { connectTimeoutMs: 500 } });
});
afterAll(async () => {
  await away.close();
});

function context(resolvedUrl: string, params: Record<string, string | string[]>) {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const ctx = {
    req: { headers: { 'x-transaction-id': '0c5e7d1a-1111-4222-8333-944455556666' } },
    res: res as unknown as ServerResponse,
    params,
    query: params,
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

const options = <P extends object>(load: LoadPageOptions<P>['load']): LoadPageOptions<P> => ({
  namespaces: [],
  load,
  readSession: () => Promise.resolve(null),
  createExecutor: (o) => createSsrExecutor({ ...o, db: away.db }),
});

describe('loadPage without a database', () => {
  it.each([
    ['home', '/', {}, options((client) => loadHome(client))],
    ['listing', '/autoturisme', { category: 'autoturisme' }, options((client, ctx) => loadListing(client, ctx))],
    [
      'ad page',
      '/autoturisme/anunt/1',
      { category: 'autoturisme', id: '1' },
      options((client, ctx) => loadAdvert(client, ctx)),
    ],
  ] as const)('%s: 503 with Retry-After and the error page props', async (_name, url, params, pageOptions) => {
    const { ctx, res, headers } = context(url, params);
    const result = await loadPage(ctx, pageOptions as LoadPageOptions<object>);
    expect(res.statusCode).toBe(503);
    expect(headers.get('retry-after')).toBe('5');
    expect(headers.get('cache-control')).toBe('private, no-store');
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = await result.props;
    expect(props.errorPage?.statusCode).toBe(503);
    expect(props.errorPage?.qrSvg).toMatch(/^<svg/);
    expect(props.transactionId).toBe('0c5e7d1a-1111-4222-8333-944455556666');
    expect(props.path).toBe(url);
    expect(Object.keys(props.i18n.resources)).toContain('errors');
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('other failures still reach Next (its 500 error page)', async () => {
    const { ctx } = context('/', {});
    await expect(
      loadPage(
        ctx,
        options(() => Promise.reject(new Error('a bug'))),
      ),
    ).rejects.toThrow('a bug');
  });
});

describe('account pages without a database', () => {
  const user: PageSession['user'] = {
    name: 'Ana',
    email: 'angajat@volan.test',
    image: null,
    id: 'u-9',
    familyName: 'Pop',
    givenName: 'Ana',
    displayName: 'Ana',
    userUUID: 'u-9',
    userType: 'professional',
    accountStatus: 'active',
    suspendReason: null,
  };

  // (A main account's page reads nothing from the database there: it renders as usual.)
  it('a sub-user, whose rights are read from the database: 503 and the error page, not a 500', async () => {
    const session: PageSession = { user, multiUser: { isMainAccount: false, mainAccountUUID: 'u-1' } };
    const { ctx, res, headers } = context('/contul-meu/active', {});
    const result = await loadAccountPage(ctx, {
      readSession: () => Promise.resolve(session),
      createExecutor: (o) => createSsrExecutor({ ...o, db: away.db }),
      db: away.db,
    });
    expect([res.statusCode, headers.get('retry-after')]).toEqual([503, '5']);
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    expect((await result.props).errorPage?.statusCode).toBe(503);
  });
});
