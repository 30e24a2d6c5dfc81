/**
 * The VIN challenge's solver, in a Web Worker (lib/ads/vin-solver.ts starts it): the hashing never
 * runs on the page's main thread. Messages in: { token, difficulty }; out: { progress } a few times,
 * then { counter } (or { failed }). The page stops it with terminate().
 */
import { solveProofOfWork } from '@/lib/session/proof-of-work';

/** What the page sends. */
export interface SolveRequest {
  readonly token: string;
  readonly difficulty: number;
}

/** What the worker answers. */
export type SolveMessage = { readonly progress: number } | { readonly counter: number } | { readonly failed: true };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage: (message: SolveMessage) => void;
};

scope.onmessage = (event) => {
  const { token, difficulty } = event.data;
  // Large batches: in a worker nothing waits for a paint, and each batch ends with a timer.
  solveProofOfWork(token, difficulty, { batchSize: 4096, onProgress: (progress) => scope.postMessage({ progress }) })
    .then((counter) => scope.postMessage({ counter }))
    .catch(() => scope.postMessage({ failed: true }));
};
