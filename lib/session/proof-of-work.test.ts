import { createHash } from 'node:crypto';
import { leadingZeroBits, proofInput, solveProgress, solveProofOfWork, type Sha256 } from './proof-of-work';

const nodeSha256: Sha256 = (data) => Promise.resolve(createHash('sha256').update(data).digest());

describe('leadingZeroBits', () => {
  it.each([
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
    [[], 0],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });
});

describe('proofInput', () => {
  it('hashes the token, a colon and the counter in decimal', () => {
    expect(new TextDecoder().decode(proofInput('abc.def', 42))).toBe('abc.def:42');
  });
});

describe('solveProofOfWork', () => {
  it.each([
    ['t1', 0, 0],
    ['t1', 4, undefined],
    ['challenge-token', 8, undefined],
    ['another.token', 12, undefined],
  ])('finds the smallest counter for %s at %i bits (Web Crypto)', async (token, difficulty, expected) => {
    const counter = await solveProofOfWork(token, difficulty, { batchSize: 64 });
    if (expected !== undefined) expect(counter).toBe(expected);
    const digest = createHash('sha256').update(proofInput(token, counter)).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(difficulty);
    // Smallest: no earlier counter works.
    for (let earlier = 0; earlier < counter; earlier += 1) {
      expect(leadingZeroBits(createHash('sha256').update(proofInput(token, earlier)).digest())).toBeLessThan(
        difficulty,
      );
    }
  });

  it('reports rising progress below 1 between batches, and the same answer with any hash implementation', async () => {
    const progress: number[] = [];
    const counter = await solveProofOfWork('progress', 10, {
      batchSize: 16,
      sha256: nodeSha256,
      onProgress: (p) => progress.push(p),
    });
    expect(counter).toBe(await solveProofOfWork('progress', 10));
    expect(progress.length).toBe(Math.floor(counter / 16));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((p) => p > 0 && p < 1)).toBe(true);
  });

  it('stops when aborted, and gives up past maxTries', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(solveProofOfWork('x', 20, { signal: controller.signal })).rejects.toThrow('left the page');
    await expect(solveProofOfWork('x', 40, { maxTries: 100, sha256: nodeSha256 })).rejects.toThrow(
      'no proof of work within 100 tries',
    );
  });
});

describe('solveProgress', () => {
  it.each([
    [0, 10, 0],
    [1024, 10, 1 - Math.exp(-1)],
    [4096, 10, 1 - Math.exp(-4)],
  ])('%i tries at %i bits is %f', (tries, difficulty, expected) => {
    expect(solveProgress(tries, difficulty)).toBeCloseTo(expected, 10);
  });
});
