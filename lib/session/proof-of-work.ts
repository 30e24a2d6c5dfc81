/**
 * The proof-of-work that unlocks an authentication attempt after repeated failures (docs/auth.md,
 * "Throttling"). The server hands out a signed challenge token and a difficulty k; a solution is a
 * counter such that SHA-256(token ':' counter) starts with k zero bits. Finding one takes 2^k
 * tries on average, checking it one hash. Shared by the browser's solver and the server's check,
 * so both hash exactly the same bytes.
 */

/** SHA-256 of some bytes (Web Crypto in the browser; tests may pass their own). */
export type Sha256 = (data: Uint8Array) => Promise<ArrayBuffer | Uint8Array>;

/** The bytes hashed for one try. */
export function proofInput(token: string, counter: number): Uint8Array {
  return new TextEncoder().encode(`${token}:${counter}`);
}

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * How far along a search is after `tries`: the chance that a solution would have turned up by
 * now (1 - e^(-tries / 2^k)). It only approaches 1, so a progress bar never claims to be done.
 */
export function solveProgress(tries: number, difficulty: number): number {
  return 1 - Math.exp(-tries / 2 ** difficulty);
}

/** How a search runs. */
export interface SolveOptions {
  /** Defaults to Web Crypto's crypto.subtle.digest('SHA-256'). */
  readonly sha256?: Sha256;
  /** Hashes started together; between batches the page gets to paint. Default 512. */
  readonly batchSize?: number;
  /** Called after each batch with solveProgress. */
  readonly onProgress?: (fraction: number) => void;
  /** Stops the search (the promise rejects with the signal's reason). */
  readonly signal?: AbortSignal;
  /** Gives up after this many tries (a difficulty the server never sends). Default 2^28. */
  readonly maxTries?: number;
}

const webSha256: Sha256 = (data) => globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>);

/**
 * The smallest counter whose digest has `difficulty` leading zero bits. Hashes run in batches
 * through the asynchronous Web Crypto digest, so the main thread stays free between them.
 */
export async function solveProofOfWork(token: string, difficulty: number, options: SolveOptions = {}): Promise<number> {
  const sha256 = options.sha256 ?? webSha256;
  const batchSize = Math.max(1, options.batchSize ?? 512);
  const maxTries = options.maxTries ?? 2 ** 28;
  for (let start = 0; start < maxTries; start += batchSize) {
    options.signal?.throwIfAborted();
    const counters = Array.from({ length: Math.min(batchSize, maxTries - start) }, (_, index) => start + index);
    const digests = await Promise.all(counters.map((counter) => sha256(proofInput(token, counter))));
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return start + found;
    options.onProgress?.(solveProgress(start + counters.length, difficulty));
    // A macrotask between batches: input events and paints get their turn.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`no proof of work within ${maxTries} tries`);
}
