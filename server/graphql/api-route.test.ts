/**
 * The Next.js API route module as Next calls it: (req, res) on node:http, body untouched
 * (bodyParser off), reached as /graphql (original URL) or /api/graphql (rewritten URL).
 * Only requests answered before the context is built, so the app database is never opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- this test drives the API route module itself
import handler, { config } from '@/pages/api/graphql';
import { listen, type ListeningServer } from './testing/listen';

let server: ListeningServer;
beforeAll(async () => {
  server = await listen(handler);
});
afterAll(async () => {
  await server.close();
});

describe('pages/api/graphql', () => {
  it("turns Next's body parser off so yoga reads the raw body", () => {
    expect(config).toEqual({ api: { bodyParser: false } });
  });

  it.each(['/graphql', '/api/graphql'])('answers GraphQL at %s', async (path) => {
    const response = await fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ noSuchField }' }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
    expect(body.errors?.[0]?.message).toBe('Cannot query field "noSuchField" on type "Query".');
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
  });

  it('does not answer on other paths', async () => {
    const response = await fetch(`${server.origin}/api/graphqlx`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
