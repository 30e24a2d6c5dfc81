/**
 * The API route module itself (pages/api/auth/[...nextauth].ts) behind Next's API resolver: only
 * calls that do not need the database (providers, csrf, session without a cookie).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- this test drives the API route module itself
import * as route from '@/pages/api/auth/[...nextauth]';

let origin = '';
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const query = {
    ...Object.fromEntries(url.searchParams),
    nextauth: url.pathname.replace(/^\/api\/auth\//, '').split('/'),
  };
  void apiResolver(
    req,
    res,
    query,
    route,
    { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', dev: false },
    false,
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('pages/api/auth/[...nextauth]', () => {
  it('serves providers, csrf and an empty session', async () => {
    const providers = (await (await fetch(`${origin}/api/auth/providers`)).json()) as Record<string, unknown>;
    expect(Object.keys(providers)).toEqual(['credentials']);
    const csrf = await fetch(`${origin}/api/auth/csrf`);
    expect(((await csrf.json()) as { csrfToken: string }).csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(
      csrf.headers
        .getSetCookie()
        .some((c) => c.startsWith('next-auth.csrf-token=') && /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c)),
    ).toBe(true);
    expect(await (await fetch(`${origin}/api/auth/session`)).json()).toEqual({});
  });
});
