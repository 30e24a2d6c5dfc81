/**
 * The VIN behind its challenge through the real GraphQL endpoint, and the history report's PDF
 * through the route handler: a solution reveals the VIN once (a replay, an expired, a tampered or
 * an unsolved one is BAD_USER_INPUT with its key), adverts without a VIN or unknown ids are
 * refused, and the report link gives a PDF — or a translated 404/410, never a 500.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from '@/lib/session/proof-of-work';
import { authConfig } from '@/server/auth/auth-config';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { REPORT_LINK_TTL_MS } from '@/server/services/history-report/link';
import { createHistoryReportHandler } from '@/server/services/history-report/route';
import { VIN_CHALLENGE_TTL_MS, VIN_DIFFICULTY } from '@/server/services/vin-challenge';
import { yogaTestHarness } from '../../testing/yoga-harness';

const NOW = new Date('2026-03-15T09:00:00.000Z');
const clock = testClock(NOW);
const harness = yogaTestHarness(clock, { ads: 300 });

const CHALLENGE = 'query T_VinChallenge($id: ID!) { vinChallenge(advertId: $id) { token difficulty expiresAt } }';
const REVEAL = `mutation T_Reveal($id: ID!, $solution: ChallengeProofInput!) {
  revealVin(advertId: $id, solution: $solution) { vin historyReport { url expiresAt provider sandbox priceLei } }
}`;
const sha256 = (data: Uint8Array) => Promise.resolve(createHash('sha256').update(data).digest());

async function advertId(withVin: boolean): Promise<{ id: string; vin: string | null }> {
  const [row] = await rawQuery<{ id: string; vin: string | null }>(
    harness.db,
    `select id::text as id, vin from adverts where status = 'active' and (vin is not null) = $1 order by id limit 1`,
    [withVin],
  );
  return row!;
}

async function solvedChallenge(id: string) {
  const response = await harness.post(CHALLENGE, { id });
  const { token, difficulty } = response.body.data!['vinChallenge'] as { token: string; difficulty: number };
  return { token, counter: await solveProofOfWork(token, difficulty, { sha256, batchSize: 4096 }) };
}

const reveal = (id: string, solution: { token: string; counter: number }) => harness.post(REVEAL, { id, solution });

function expectRefused(response: Awaited<ReturnType<typeof reveal>>, key: string): void {
  expect(response.status).toBe(200);
  expect(response.body.data).toBeNull();
  expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', i18nKey: key });
}

/** Calls the route handler as Next would, and collects the answer. */
async function download(url: string, now = clock.now()) {
  const handler = createHistoryReportHandler({
    db: () => Promise.resolve(harness.db),
    secret: authConfig().secret,
    now: () => now,
  });
  const headers: Record<string, string> = {};
  let status = 0;
  let body = Buffer.alloc(0);
  const res = {
    set statusCode(value: number) {
      status = value;
    },
    get statusCode() {
      return status;
    },
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    end: (chunk?: Buffer | string) => {
      if (chunk) body = Buffer.from(chunk);
    },
  } as unknown as ServerResponse;
  await handler({ method: 'GET', url } as IncomingMessage, res);
  return { status, headers, body };
}

describe('vin module', () => {
  it('reveals the VIN for a solved challenge, once, with a report link that gives the PDF', async () => {
    const { id, vin } = await advertId(true);
    const challenge = await harness.post(CHALLENGE, { id });
    expect(challenge.body.data!['vinChallenge']).toMatchObject({
      difficulty: VIN_DIFFICULTY,
      expiresAt: new Date(NOW.getTime() + VIN_CHALLENGE_TTL_MS).toISOString(),
    });
    const solution = await solvedChallenge(id);
    const first = await reveal(id, solution);
    const revealed = first.body.data!['revealVin'] as { vin: string; historyReport: Record<string, unknown> };
    expect(revealed.vin).toBe(vin);
    expect(revealed.historyReport).toMatchObject({ provider: 'sandbox', sandbox: true, priceLei: 0 });
    // A replay is refused, whichever advert it names.
    expectRefused(await reveal(id, solution), 'errors:vin.used');

    const pdf = await download(revealed.historyReport['url'] as string);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="raport-istoric-${vin}.pdf"`);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The link still works a little later (a download tried again), not past its expiry.
    const late = await download(
      revealed.historyReport['url'] as string,
      new Date(NOW.getTime() + REPORT_LINK_TTL_MS + 1),
    );
    expect(late.status).toBe(410);
    expect(late.body.toString('utf8')).toContain('Linkul raportului a expirat');
  });

  it('refuses a tampered, another advert’s, unsolved and expired solution', async () => {
    const { id } = await advertId(true);
    const solution = await solvedChallenge(id);
    expectRefused(await reveal(id, { ...solution, token: `${solution.token}x` }), 'errors:vin.invalid');
    expectRefused(await reveal('999999', solution), 'errors:vin.invalid');
    const wrong = solution.counter === 0 ? 1 : solution.counter - 1;
    expectRefused(await reveal(id, { ...solution, counter: wrong }), 'errors:vin.wrong');
    clock.advance(VIN_CHALLENGE_TTL_MS + 1);
    try {
      expectRefused(await reveal(id, solution), 'errors:vin.expired');
    } finally {
      clock.set(NOW);
    }
  });

  it('gives no challenge for an advert without a VIN or an unknown id', async () => {
    const { id } = await advertId(false);
    const none = await harness.post(CHALLENGE, { id });
    expect(none.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', i18nKey: 'errors:vin.none' });
    for (const unknown of ['999999999', 'abc', '']) {
      const gone = await harness.post(CHALLENGE, { id: unknown });
      expect(gone.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        i18nKey: 'errors:vin.advertGone',
      });
    }
  });

  it('answers bad report links with a translated 404, never a 500', async () => {
    const { id } = await advertId(true);
    const { id: noVin } = await advertId(false);
    for (const url of [
      `/api/history-report/${id}`,
      `/api/history-report/${id}?t=abc.def`,
      '/api/history-report/x?t=',
    ]) {
      const answer = await download(url);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString('utf8')).toContain('nu este valabil');
    }
    // A genuine link of an advert without a VIN (issued by hand: revealVin never gives one).
    const { issueReportLink } = await import('@/server/services/history-report/link');
    const answer = await download(issueReportLink(authConfig().secret, noVin, NOW).url);
    expect(answer.status).toBe(404);
    expect(answer.body.toString('utf8')).toContain('nu are seria de șasiu');
  });
});
