/**
 * POST /api/saved-searches/unsubscribe/{token}: the one-click unsubscribe of RFC 8058 that mail
 * clients call from an alert's List-Unsubscribe header, without a session or a page. 200 when the
 * search's alerts are off (again is fine), 400 for a bad or unknown token, 405 for any other
 * method (a GET must not unsubscribe: link scanners open links); never a 500 for what the URL says.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/server/db/client';
import { UserInputError } from '../ads.types';
import { unsubscribeSavedSearch } from './saved-searches';

/** What the route needs (the app's database and key; a test gives its own). */
export interface UnsubscribeRouteDeps {
  db: () => Promise<Db>;
  secret: () => string;
}

function tokenOf(url: string | undefined): string {
  const parsed = new URL(url ?? '/', 'http://localhost');
  try {
    return decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${body}\n`);
}

export function createUnsubscribeHandler(deps: UnsubscribeRouteDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, 'Method Not Allowed');
      return;
    }
    try {
      await unsubscribeSavedSearch(await deps.db(), tokenOf(req.url), deps.secret());
      answer(res, 200, 'OK');
    } catch (error) {
      if (error instanceof UserInputError) answer(res, 400, error.key);
      else throw error;
    }
  };
}
