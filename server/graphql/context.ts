/**
 * The per-operation GraphQL context. Built the same way for HTTP requests (yoga), in-process
 * server-side rendering and tests, so nothing here needs an HTTP request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { getDb, type Db } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { adsServices } from '@/server/services/ads';
import type { AdsServices } from '@/server/services/ads.types';

/** What every resolver receives as its third argument. */
export interface GraphQLContext {
  db: Db;
  services: AdsServices;
  /** x-transaction-id of the incoming request, or a fresh id; echoed in logs. */
  transactionId: string;
  /** The sitecode header of the request, or the configured SITE_CODE. */
  siteCode: string;
  /** The signed-in user; always null until the session work of issue 4 fills it. */
  user: null;
  /** Headers of the request that started the operation (HTTP or SSR); empty in tests. */
  headers: Headers;
  /** The fetch-API request when the operation came over HTTP. */
  request?: Request;
}

/** Inputs of createContext; everything is optional so tests and SSR can build one directly. */
export interface CreateContextOptions {
  db?: Db;
  services?: AdsServices;
  request?: Request;
  /** Headers when there is no fetch-API request (e.g. Node's IncomingMessage headers during SSR). */
  headers?: Headers | IncomingHttpHeaders;
  transactionId?: string;
  siteCode?: string;
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

/** Builds a context; the database defaults to getDb() and the services to the real ones. */
export async function createContext(options: CreateContextOptions = {}): Promise<GraphQLContext> {
  const headers = options.request?.headers ?? toHeaders(options.headers);
  return {
    db: options.db ?? (await getDb()),
    services: options.services ?? adsServices,
    transactionId: options.transactionId ?? headers.get('x-transaction-id') ?? randomUUID(),
    siteCode: options.siteCode ?? headers.get('sitecode') ?? getEnv().SITE_CODE,
    user: null,
    headers,
    ...(options.request ? { request: options.request } : {}),
  };
}
