/**
 * The per-operation GraphQL context. Built the same way for HTTP requests (yoga), in-process
 * server-side rendering and tests, so nothing here needs an HTTP request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { type BearerFailure, type BearerResult, type RequestUser, userFromAuthorization } from '@/server/auth/bearer';
import { isSessionLive } from '@/server/auth/session-tokens';
import { clientAddress } from '@/server/auth/client-address';
import { getDb, type Db } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { getMailer, type Mailer } from '@/server/mail/mailer';
import type { AccountsDeps } from '@/server/services/accounts.types';
import { services, type Services } from '@/server/services/services';

/** What every resolver receives as its third argument. */
export interface GraphQLContext {
  db: Db;
  /** The only way resolvers reach services (server/services/services.ts). */
  services: Services;
  /** What the account and team services run with: this request's database, settings, mailer and address. */
  deps: AccountsDeps;
  /** x-transaction-id of the incoming request, or a fresh id; echoed in logs. */
  transactionId: string;
  /** The sitecode header of the request, or the configured SITE_CODE. */
  siteCode: string;
  /** The caller, from a valid `Authorization: Bearer <id token>`; null without one. */
  user: RequestUser | null;
  /** Why `user` is null ('missing', 'expired', 'invalid'); protected fields answer UNAUTHENTICATED. */
  authFailure: BearerFailure | null;
  /** Sign-in settings: secret, clock, token lifetimes. */
  auth: AuthConfig;
  /** Where account mail goes (SMTP or the outbox). */
  mailer: Mailer;
  /** The client address that throttling counts per; null when unknown (in-process SSR, tests). */
  clientAddress: string | null;
  /** Headers of the request that started the operation (HTTP or SSR); empty in tests. */
  headers: Headers;
  /** The fetch-API request when the operation came over HTTP. */
  request?: Request;
}

/** Inputs of createContext; everything is optional so tests and SSR can build one directly. */
export interface CreateContextOptions {
  db?: Db;
  /** Replacements laid over the real services (tests). */
  services?: Partial<Services>;
  request?: Request;
  /** Headers when there is no fetch-API request (e.g. Node's IncomingMessage headers during SSR). */
  headers?: Headers | IncomingHttpHeaders;
  transactionId?: string;
  siteCode?: string;
  /** Overrides of the sign-in settings (tests: a clock, a short id token lifetime). */
  auth?: Partial<AuthConfig>;
  /** Defaults to getMailer(db). */
  mailer?: Mailer;
  /** The TCP peer of the request (X-Forwarded-For is only believed per TRUST_PROXY_HOPS). */
  remoteAddress?: string | null;
}

/** Node's header object (string | string[]) as a fetch-API Headers. */
export function toHeaders(input: Headers | IncomingHttpHeaders | undefined): Headers {
  if (input instanceof Headers) return input;
  const headers = new Headers();
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * A valid token whose session has ended (signed out, password changed, removed from a team,
 * account deleted) is refused at once ('revoked'): the client's forced refresh then finds the
 * session gone and signs out.
 */
async function liveBearer(db: Db, auth: AuthConfig, bearer: BearerResult): Promise<BearerResult> {
  if (!bearer.user) return bearer;
  return (await isSessionLive(db, bearer.user.sessionId, auth.now())) ? bearer : { user: null, failure: 'revoked' };
}

/** Builds a context; the database defaults to getDb() and the services to the real ones. */
export async function createContext(options: CreateContextOptions = {}): Promise<GraphQLContext> {
  const headers = options.request?.headers ?? toHeaders(options.headers);
  const db = options.db ?? (await getDb());
  const auth = authConfig(options.auth);
  const bearer = await liveBearer(db, auth, userFromAuthorization(headers.get('authorization'), auth));
  const mailer = options.mailer ?? getMailer(db);
  const address = clientAddress(headers.get('x-forwarded-for'), options.remoteAddress, auth.trustProxyHops);
  return {
    db,
    services: { ...services, ...options.services },
    deps: { db, config: auth, mailer, address },
    transactionId: options.transactionId ?? headers.get('x-transaction-id') ?? randomUUID(),
    siteCode: options.siteCode ?? headers.get('sitecode') ?? getEnv().SITE_CODE,
    user: bearer.user,
    authFailure: bearer.failure,
    auth,
    mailer,
    clientAddress: address,
    headers,
    ...(options.request ? { request: options.request } : {}),
  };
}
