/** Small process helpers shared by the start, test and e2e scripts. */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
// Nothing goes to outside hosts: Next.js telemetry stays off for every command these scripts run.
process.env.NEXT_TELEMETRY_DISABLED = '1';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command to completion, inheriting stdio; throws on a non-zero exit. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): void {
  const res = spawnSync(existsSync(bin(cmd)) ? bin(cmd) : cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${String(res.status ?? res.signal)}`);
  }
}

/** `run` without blocking: resolves when the command exits with 0, rejects otherwise (for runs side by side). */
export function runAsync(cmd: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(existsSync(bin(cmd)) ? bin(cmd) : cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed with exit code ${String(code ?? signal)}`));
    });
  });
}

/** Starts a long-running command in its own process group so it can be stopped with all its children. */
export function start(cmd: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(existsSync(bin(cmd)) ? bin(cmd) : cmd, args, {
    stdio: 'inherit',
    cwd: root,
    detached: true,
    ...options,
  });
}

/** Stops a process started with `start`, children included (next start leaves next-server behind otherwise). */
export function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * `stop`, then waits (at most `timeoutMs`) for the process to exit, so whoever removes its data
 * folder next does not race the server still writing there.
 */
export async function stopAndWait(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stop(child);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/** True once something listens on the port. */
export async function waitForPort(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** True when a build exists in .next (so `next start` can serve it). */
export function hasBuild(): boolean {
  return existsSync(path.join(root, '.next', 'BUILD_ID'));
}

/** True when PostgreSQL answers at the given host and port. */
export async function isReachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
