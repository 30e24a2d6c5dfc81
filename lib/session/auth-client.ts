/**
 * The client of the authentication service (SPEC §7, {authBase} = /api/auth), written on lib/http's
 * fetch so that next-auth/react never reaches the browser: session, csrf, credentials sign-in,
 * sign-out and the session update that forces the server to renew the id token.
 */
import { httpFetch } from '@/lib/http/http-fetch';
import { AUTH_BASE_PATH } from '@/lib/routes/route-table';
import { authFlowError } from './auth-errors';
import { parseSession } from './session-rules';
import type { ClientSession } from './session.types';

/** A fetch like lib/http's (tests pass their own). */
export type AuthFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the service lives and how to reach it. */
export interface AuthClientOptions {
  /** Defaults to /api/auth. */
  basePath?: string;
  /** Defaults to lib/http's fetch. */
  fetchImpl?: AuthFetch;
}

/** What a sign-in or sign-out POST answers (next-auth's clients read the same). */
export interface AuthPostResult {
  /** The `error` parameter of the returned url: a code of lib/session/auth-errors, or null. */
  error: string | null;
  status: number;
  ok: boolean;
  /** Where next-auth would send the browser; null on error. */
  url: string | null;
}

function settings(options: AuthClientOptions): { base: string; fetch: AuthFetch } {
  return { base: options.basePath ?? AUTH_BASE_PATH, fetch: options.fetchImpl ?? httpFetch };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  return JSON.parse(text) as unknown;
}

async function call(options: AuthClientOptions, path: string, init: RequestInit = {}): Promise<unknown> {
  const { base, fetch } = settings(options);
  let response: Response;
  try {
    response = await fetch(`${base}/${path}`, { credentials: 'same-origin', ...init });
  } catch (error) {
    throw authFlowError('NETWORK', undefined, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok && response.status !== 401)
    throw authFlowError('NETWORK', undefined, `${init.method ?? 'GET'} ${path}: HTTP ${response.status}`);
  try {
    return await readJson(response);
  } catch {
    throw authFlowError('NETWORK', undefined, `${path}: the answer is not JSON`);
  }
}

/** GET {authBase}/session: the session, or null when there is none. */
export async function fetchSession(options: AuthClientOptions = {}): Promise<ClientSession | null> {
  return parseSession(await call(options, 'session', { headers: { accept: 'application/json' } }));
}

/** GET {authBase}/csrf: the token every POST carries. */
export async function fetchCsrfToken(options: AuthClientOptions = {}): Promise<string> {
  const body = (await call(options, 'csrf', { headers: { accept: 'application/json' } })) as { csrfToken?: unknown };
  if (typeof body.csrfToken !== 'string' || body.csrfToken === '')
    throw authFlowError('NETWORK', undefined, 'csrf: no token');
  return body.csrfToken;
}

/**
 * POST {authBase}/session with {csrfToken, data}: the session update, which makes the server renew
 * the id token at once (the forced refresh of SPEC §4). Null when there is no session.
 */
export async function updateSession(options: AuthClientOptions = {}): Promise<ClientSession | null> {
  const csrfToken = await fetchCsrfToken(options);
  const body = await call(options, 'session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ csrfToken, data: {} }),
  });
  return parseSession(body);
}

async function postForm(
  options: AuthClientOptions,
  path: string,
  fields: Record<string, string>,
): Promise<AuthPostResult> {
  const csrfToken = await fetchCsrfToken(options);
  const { base, fetch } = settings(options);
  let response: Response;
  try {
    response = await fetch(`${base}/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }).toString(),
    });
  } catch (error) {
    throw authFlowError('NETWORK', undefined, error instanceof Error ? error.message : String(error));
  }
  let url: string | null = null;
  try {
    const body = (await readJson(response)) as { url?: unknown };
    url = typeof body.url === 'string' ? body.url : null;
  } catch {
    url = null;
  }
  let error: string | null = null;
  if (url) {
    try {
      error = new URL(url, 'http://volan.invalid').searchParams.get('error');
    } catch {
      error = null;
    }
  }
  if (!url && !response.ok) error = 'NETWORK';
  return { error, status: response.status, ok: response.ok && error === null, url: error ? null : url };
}

/**
 * POST {authBase}/callback/credentials (form-urlencoded, csrfToken, callbackUrl, json=true, and a
 * solved challenge as challengeToken / challengeCounter when the server asked one). The error code
 * comes from the returned url, as SPEC §7 says.
 */
export function signInWithCredentials(
  credentials: {
    email: string;
    password: string;
    callbackUrl: string;
    challengeToken?: string;
    challengeCounter?: string;
  },
  options: AuthClientOptions = {},
): Promise<AuthPostResult> {
  return postForm(options, 'callback/credentials', { ...credentials });
}

/** POST {authBase}/signout (csrfToken, callbackUrl, json=true). */
export function signOutRequest(callbackUrl = '/', options: AuthClientOptions = {}): Promise<AuthPostResult> {
  return postForm(options, 'signout', { callbackUrl });
}
