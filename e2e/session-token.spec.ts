import type { Request, Response } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, signIn, test } from './helpers';

// SPEC §4 "API calls": the client takes the id token from its session cache; when GraphQL answers
// UNAUTHENTICATED it refreshes the session bypassing the cache (POST /api/auth/session, where
// next-auth's update trigger renews the token) and retries the operation once.
//
// Run by scripts/e2e.ts against a server whose id tokens live a few seconds (tag @short-token).
// The client reuses a token while it has more than 10 s left by the device's clock; here that
// clock lags two minutes behind the server's (Playwright's clock, running), so the client keeps
// handing out a token the server has already let expire — the one case where a request goes out
// with an expired token.

const CLOCK_LAG_MS = 2 * 60_000;
/** More than any short-token TTL; a longer wait means the server is not the short-token run's. */
const MAX_TOKEN_WAIT_MS = 30_000;

interface SessionJson {
  idToken?: string;
  idTokenExpiresAt?: number;
}

/** One GraphQL answer seen by the browser, in the order of the network events. */
interface GraphQLAnswer {
  seq: number;
  operation: string;
  authorization: string | null;
  codes: string[];
  reasons: unknown[];
  data: Record<string, unknown> | null;
}

function operationOf(request: Request): string {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? '';
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName ?? '';
}

test(
  'an id token that expired on the server is refreshed once and the operation retried once',
  { tag: '@short-token' },
  async ({ page, consoleErrors: _ }) => {
    let seq = 0;
    let lastSession: SessionJson | null = null;
    let recording = false;
    const graphql: Promise<GraphQLAnswer>[] = [];
    const sessionRequests: { seq: number; method: string }[] = [];
    const refreshAnswers: Promise<SessionJson>[] = [];
    /** Answers of the live count's event stream: when and with which token (its body stays open). */
    const streamAnswers: { seq: number; authorization: string | null }[] = [];

    page.on('request', (request) => {
      if (recording && new URL(request.url()).pathname === '/api/auth/session')
        sessionRequests.push({ seq: ++seq, method: request.method() });
    });
    page.on('response', (response: Response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/auth/session') {
        const json = response.json() as Promise<SessionJson>;
        if (recording && response.request().method() === 'POST') refreshAnswers.push(json);
        else void json.then((body) => (lastSession = body)).catch(() => undefined);
      }
      if (!recording || pathname !== '/graphql') return;
      const request = response.request();
      // The account menu's live count holds a subscription open (server-sent events, not one JSON answer).
      if (response.headers()['content-type']?.includes('text/event-stream')) {
        streamAnswers.push({ seq: ++seq, authorization: request.headers()['authorization'] ?? null });
        return;
      }
      const at = ++seq;
      graphql.push(
        response
          .json()
          .then(
            (body: {
              data?: Record<string, unknown> | null;
              errors?: { extensions?: { code?: string; reason?: unknown } }[];
            }) => ({
              seq: at,
              operation: operationOf(request),
              authorization: request.headers()['authorization'] ?? null,
              codes: (body.errors ?? []).map((e) => e.extensions?.code ?? ''),
              reasons: (body.errors ?? []).map((e) => e.extensions?.reason),
              data: body.data ?? null,
            }),
          ),
      );
    });

    // The device's clock lags behind the server's and runs; it is installed before the first page.
    await page.clock.install({ time: Date.now() - CLOCK_LAG_MS });
    await page.goto('/authentication');
    await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/contul-meu\/?$/);
    // The header names the user once the client's session is read: its id token is the cached one.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Contul meu: / })).toBeVisible();
    await expect
      .poll(() => lastSession?.idTokenExpiresAt, { message: 'the session the client read' })
      .toEqual(expect.any(Number));
    const held = lastSession as SessionJson | null;
    const heldToken = held?.idToken ?? '';
    expect(heldToken).not.toBe('');

    // Server time passes the token's expiry (the very point of this test: nothing else to wait for).
    const untilExpired = (held?.idTokenExpiresAt ?? 0) * 1000 - Date.now() + 250;
    expect(untilExpired, 'id token lifetime of the short-token run (scripts/e2e.ts)').toBeLessThan(MAX_TOKEN_WAIT_MS);
    if (untilExpired > 0) await page.waitForTimeout(untilExpired);

    // A protected screen, reached without a page load: "Echipa ta" asks GraphQL for myTeam (Team_MyTeam).
    recording = true;
    await page.getByRole('main').getByRole('link', { name: 'Echipa ta' }).click();
    await expect(page).toHaveURL(/\/contul-meu\/user-administration$/);
    const employee = page.getByRole('main').getByRole('listitem').filter({ hasText: DEMO_ACCOUNTS.employee.email });
    await expect(employee).toContainText('Activ');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    // Besides the page's own Team_MyTeam, the account menu's live count may ask with the same
    // expired token: every operation refused is refused for expiry, with the held token; one forced
    // refresh follows the first refusal, and each refused operation is retried exactly once, with the
    // renewed token, and succeeds (no loop). Team_MyTeam ends answered with the renewed token.
    const all = await Promise.all(graphql);
    const rejected = all.filter((a) => a.codes.includes('UNAUTHENTICATED'));
    expect(rejected.length, 'answers with UNAUTHENTICATED').toBeGreaterThan(0);
    for (const refusal of rejected) {
      expect(refusal.reasons).toEqual(['expired']);
      expect(refusal.authorization).toBe(`Bearer ${heldToken}`);
    }

    // One session request, and it is the forced refresh (POST), after the first refusal. The live
    // count's event stream may be refused first: the refusal is inside the stream, but any answer to
    // the held token, which has expired on the server, is one.
    expect(sessionRequests, 'requests to /api/auth/session').toEqual([{ seq: expect.any(Number), method: 'POST' }]);
    const refresh = sessionRequests[0]?.seq ?? 0;
    const streamRefusals = streamAnswers.filter((a) => a.authorization === `Bearer ${heldToken}`);
    expect(refresh).toBeGreaterThan(Math.min(...rejected.map((a) => a.seq), ...streamRefusals.map((a) => a.seq)));
    const [renewed] = await Promise.all(refreshAnswers);
    expect(renewed?.idToken).toBeTruthy();
    expect(renewed?.idToken).not.toBe(heldToken);

    for (const refusal of rejected) {
      const retries = all.filter((a) => a.operation === refusal.operation && a.seq > refusal.seq);
      expect(retries, `${refusal.operation} answers after its refusal`).toHaveLength(1);
      expect(retries[0]?.authorization).toBe(`Bearer ${renewed?.idToken ?? ''}`);
      expect(retries[0]?.codes).toEqual([]);
    }
    const answers = all.filter((a) => a.operation === 'Team_MyTeam' && !a.codes.includes('PERSISTED_QUERY_NOT_FOUND'));
    expect(answers.length, 'Team_MyTeam answers').toBeLessThanOrEqual(2);
    const last = answers.at(-1);
    expect(last?.authorization).toBe(`Bearer ${renewed?.idToken ?? ''}`);
    expect(last?.data?.['myTeam']).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: DEMO_ACCOUNTS.employee.email })]),
    );
    // Before the first refusal only the persisted-query handshake may have been refused (hash unknown yet).
    for (const before of all.filter((a) => a.seq < Math.min(...rejected.map((r) => r.seq))))
      expect(before.codes.filter((code) => code !== 'PERSISTED_QUERY_NOT_FOUND')).toEqual([]);
  },
);
