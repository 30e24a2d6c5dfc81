/**
 * /authentication for a visitor who is already signed in: straight to the (sanitised) return URL.
 * The destination is written as a Location header, so a non-Latin-1 return URL ('/%C4%83' → '/ă')
 * must come out percent-encoded, never as a 500 (issue 8).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import type { PageSession } from '@/lib/session/session.types';
import { loadAuthenticationPage } from './authentication.loader';

const signedIn: PageSession = {
  user: {
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
  },
  multiUser: null,
};

/** Runs the loader for a signed-in visitor with `query` (as Next decodes it) and writes its redirect as Next would. */
async function redirectFor(query: Record<string, string>): Promise<string> {
  const req = Object.assign(new IncomingMessage(new Socket()), { cookies: {} });
  req.headers = { host: 'localhost:3000' };
  const res = new ServerResponse(req);
  const ctx = { req, res, query, resolvedUrl: '/authentication' } as unknown as GetServerSidePropsContext;
  const result = await loadAuthenticationPage(ctx, { readSession: () => Promise.resolve(signedIn) });
  if (!('redirect' in result)) throw new Error('expected a redirect');
  const { destination } = result.redirect;
  // What Next does with it; Node throws ERR_INVALID_CHAR (a 500) for anything beyond Latin-1.
  res.setHeader('Location', destination);
  return destination;
}

describe('/authentication while signed in', () => {
  it.each([
    [{ redirectUrl: '/ă' }, '/%C4%83'],
    [{ callbackUrl: '/ă' }, '/%C4%83'],
    [{ redirectUrl: '/%C4%83' }, '/%C4%83'],
    [
      { redirectUrl: '/autoturisme/dacia?q=mașină roșie#listă' },
      '/autoturisme/dacia?q=ma%C8%99in%C4%83%20ro%C8%99ie#list%C4%83',
    ],
    [{ redirectUrl: '/😀' }, '/%F0%9F%98%80'],
    [{ redirectUrl: 'http://localhost:3000/ă' }, '/%C4%83'],
    [{ redirectUrl: '/contul-meu/setari?tab=1' }, '/contul-meu/setari?tab=1'],
    [{ redirectUrl: '%E0%A4%A' }, '/contul-meu/'],
    [{ redirectUrl: '//evil.com/ă' }, '/contul-meu/'],
    [{}, '/contul-meu/'],
  ])('sends %j to %s', async (query, expected) => {
    expect(await redirectFor(query)).toBe(expected);
  });
});
