/**
 * /api/dev/financing-sandbox, the e2e tests' hold on the sandbox financing partners (TEST_CLOCK=1
 * only, the run whose server no other spec shares; a 404 otherwise):
 *
 * - `GET` answers `{ failure }`: the partners answering as if down ('' for none);
 * - `POST {"failure": "all" | "<ids or types, comma-separated>" | null}` sets it (null: back to
 *   FINANCING_SANDBOX_FAILURE) and answers the same.
 */
import { sandboxFailure, setSandboxFailure } from './sandbox-partners';

/** What the route answers: a status and a JSON body. */
export interface DevSandboxAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const current = (): DevSandboxAnswer => ({ status: 200, body: { failure: sandboxFailure() } });

/** The answer to `method` with `body` (a parsed JSON body), when the route is `enabled`. */
export function devSandboxAnswer(enabled: boolean, method: string | undefined, body: unknown): DevSandboxAnswer {
  if (!enabled) return { status: 404, body: { error: 'not found' } };
  if (method === 'GET') return current();
  if (method !== 'POST') return { status: 405, body: { error: 'GET or POST' } };
  const failure = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!('failure' in failure) || (failure.failure !== null && typeof failure.failure !== 'string'))
    return { status: 400, body: { error: 'send {"failure": "all" | "<partner ids or types>" | null}' } };
  setSandboxFailure(failure.failure);
  return current();
}
