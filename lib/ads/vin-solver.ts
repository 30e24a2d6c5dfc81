/**
 * Solves a VIN challenge in a Web Worker (vin-solver.worker.ts): imported only when the reveal is
 * first pressed, so neither this nor the worker is in the ad page's bundle. Aborting the signal
 * (the dialog closed) terminates the worker at once.
 */
import type { VinChallenge } from './vin-api';
import type { SolveMessage, SolveRequest } from './vin-solver.worker';

export function solveVinChallenge(
  challenge: VinChallenge,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error('aborted'));
    const worker = new Worker(new URL('./vin-solver.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new Error('aborted'));
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      options.signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<SolveMessage>) => {
      const message = event.data;
      if ('progress' in message) options.onProgress?.(message.progress);
      else if ('counter' in message) {
        finish();
        resolve(message.counter);
      } else {
        finish();
        reject(new Error('the solver failed'));
      }
    };
    worker.onerror = () => {
      finish();
      reject(new Error('the solver could not start'));
    };
    const request: SolveRequest = { token: challenge.token, difficulty: challenge.difficulty };
    worker.postMessage(request);
  });
}
