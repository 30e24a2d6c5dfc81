/** The VIN challenge's token: a genuine solution passes; a tampered, another advert's, expired or unsolved one does not. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from '@/lib/session/proof-of-work';
import { checkVinProof, issueVinChallenge, VIN_CHALLENGE_TTL_MS } from './vin-challenge';

const SECRET = 'test-secret-of-sufficient-length';
const NOW = new Date('2026-03-15T09:00:00.000Z');
const sha256 = (data: Uint8Array) => Promise.resolve(createHash('sha256').update(data).digest());

async function solved(advertId = '1001', difficulty = 10) {
  const challenge = issueVinChallenge(SECRET, advertId, NOW, difficulty);
  const counter = await solveProofOfWork(challenge.token, challenge.difficulty, { sha256 });
  return { challenge, proof: { token: challenge.token, counter } };
}

describe('VIN challenge', () => {
  it('accepts a solution of its own advert until it expires', async () => {
    const { challenge, proof } = await solved();
    expect(challenge.expiresAt.getTime() - NOW.getTime()).toBe(VIN_CHALLENGE_TTL_MS);
    expect(checkVinProof(SECRET, proof, '1001', NOW)).toMatchObject({ ok: true, difficulty: 10 });
    expect(checkVinProof(SECRET, proof, '1001', new Date(NOW.getTime() + VIN_CHALLENGE_TTL_MS))).toMatchObject({
      ok: true,
    });
  });

  it('refuses a tampered token, another secret and another advert as invalid', async () => {
    const { proof } = await solved();
    const [body, sig] = proof.token.split('.') as [string, string];
    const easier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), d: 0 }),
    ).toString('base64url');
    const refused = (token: string, advertId = '1001', secret = SECRET) =>
      checkVinProof(secret, { ...proof, token }, advertId, NOW);
    expect(refused(`${easier}.${sig}`)).toEqual({ ok: false, problem: 'invalid' });
    expect(refused(`${body}.${sig.slice(0, -2)}xx`)).toEqual({ ok: false, problem: 'invalid' });
    expect(refused(`${body}.${sig}.extra`)).toEqual({ ok: false, problem: 'invalid' });
    expect(refused('not-a-token')).toEqual({ ok: false, problem: 'invalid' });
    expect(refused(proof.token, '1002')).toEqual({ ok: false, problem: 'invalid' });
    expect(refused(proof.token, '1001', 'another-secret-of-some-length')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const { proof } = await solved();
    const later = new Date(NOW.getTime() + VIN_CHALLENGE_TTL_MS + 1);
    expect(checkVinProof(SECRET, proof, '1001', later)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a counter that does not solve it', async () => {
    const { proof } = await solved('1001', 12);
    // The smallest solution was found: every counter below it fails.
    expect(proof.counter).toBeGreaterThan(0);
    expect(checkVinProof(SECRET, { ...proof, counter: proof.counter - 1 }, '1001', NOW)).toEqual({
      ok: false,
      problem: 'wrong',
    });
    expect(checkVinProof(SECRET, { ...proof, counter: -1 }, '1001', NOW)).toEqual({ ok: false, problem: 'wrong' });
    expect(checkVinProof(SECRET, { ...proof, counter: 1.5 }, '1001', NOW)).toEqual({ ok: false, problem: 'wrong' });
  });
});
