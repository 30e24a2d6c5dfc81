/**
 * Next.js calls register() once when a server process starts (`next start`, `next dev`): the
 * place for process-wide background work, here the job worker (server/jobs/start.ts).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next itself, not configuration (so not in server/env.ts): the Edge
  // runtime compiles this file too, and the check lets it drop the Node-only worker.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startJobWorker } = await import('./server/jobs/start');
  await startJobWorker();
}
