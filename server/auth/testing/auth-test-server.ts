/**
 * Test harness: the real /api/auth handler (through Next's own API resolver: body, cookie and
 * query parsing as in the app) and the real GraphQL endpoint, on one node:http port, over a test
 * database, with a clock the test moves. Plus a browser-like client with a cookie jar.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import type { AuthConfig } from '@/server/auth/auth-config';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/schema/auth';
import { listen, type ListeningServer } from '@/server/graphql/testing/listen';
import { createVolanYoga } from '@/server/graphql/yoga';
import { createAuthHandler } from '../next-auth-handler';

/** A clock tests move by hand. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

/** A clock starting at `start`. */
export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A running harness; close() in afterAll. */
export type AuthTestServer = ListeningServer;

/**
 * Serves /api/auth/* and /graphql over `db` with the given auth settings. `authDb`, when given,
 * is the database /api/auth/* reaches for on each request (a test swaps in a closed one for an outage).
 */
export async function startAuthTestServer(
  db: Db,
  config: Partial<AuthConfig>,
  authDb: () => Promise<Db> = () => Promise.resolve(db),
): Promise<AuthTestServer> {
  const handler = createAuthHandler({ db: authDb, config });
  const yoga = createVolanYoga({ db, auth: config, logger: false });
  const apiContext = {
    previewModeId: 'test',
    previewModeEncryptionKey: 'test',
    previewModeSigningKey: 'test',
    dev: false,
  };
  return listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/auth/')) {
      // What Next's router hands the catch-all route: the query string plus the path segments.
      const query = {
        ...Object.fromEntries(url.searchParams),
        nextauth: url.pathname.slice('/api/auth/'.length).split('/'),
      };
      void apiResolver(req, res, query, { default: handler }, apiContext, false, false, '/api/auth/[...nextauth]');
      return;
    }
    void yoga(req, res);
  });
}

/** The answer of a sign-in or sign-out POST with json=true. */
export interface AuthPostResult {
  status: number;
  url: string;
  /** The `error` query parameter of url, as next-auth's clients read it. */
  error: string | null;
}

/** A GraphQL response body. */
export interface GraphQLBody<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser as far as cookies go: keeps what the server sets, sends it back. */
export class BrowserClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A request with the jar's cookies; the response's cookies go into the jar. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: 'manual' });
    this.keep(response);
    return response;
  }

  /** GET /api/auth/csrf */
  async csrfToken(): Promise<string> {
    const body = (await (await this.fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    return body.csrfToken;
  }

  /** A form POST with csrfToken and json=true, as SPEC §7 describes the auth service calls. */
  async postForm(path: string, fields: Record<string, string>): Promise<AuthPostResult> {
    const body = new URLSearchParams({ ...fields, csrfToken: await this.csrfToken(), json: 'true' });
    const response = await this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const { url } = (await response.json()) as { url: string };
    return { status: response.status, url, error: new URL(url).searchParams.get('error') };
  }

  /** POST /api/auth/callback/credentials (`extra`: more form fields, e.g. a solved challenge). */
  signIn(
    email: string,
    password: string,
    callbackUrl = '/contul-meu/',
    extra: Record<string, string> = {},
  ): Promise<AuthPostResult> {
    return this.postForm('/api/auth/callback/credentials', { ...extra, email, password, callbackUrl });
  }

  /** POST /api/auth/signout */
  signOut(callbackUrl = '/'): Promise<AuthPostResult> {
    return this.postForm('/api/auth/signout', { callbackUrl });
  }

  /** GET /api/auth/session ({} when there is no session). */
  async session<T = Record<string, unknown>>(): Promise<T> {
    return (await (await this.fetch('/api/auth/session')).json()) as T;
  }

  /** POST /graphql, with a Bearer token when given. */
  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLBody<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLBody<T>;
  }
}

/** The newest outbox message to `email` (undefined when none). */
export async function lastMailTo(db: Db, email: string): Promise<typeof outbox.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The 6-digit code of the newest mail to `email`, read from its text as a person would. */
export async function codeFromMail(db: Db, email: string): Promise<string> {
  const mail = await lastMailTo(db, email);
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no code in the last mail to ${email}`);
  return code;
}
