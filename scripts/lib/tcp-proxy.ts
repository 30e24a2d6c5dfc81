/**
 * A TCP proxy for outage tests (e2e and the pool's unit tests): it stands in front of PostgreSQL
 * and plays a database that is there, down, hung or slow.
 * - pass: bytes flow both ways;
 * - refuse (down): the port stops listening (ECONNREFUSED) and every open connection is cut;
 * - hang: connections stay open (new ones are accepted) but nothing is forwarded either way; the
 *   bytes are held, and flushed in order when the mode changes back (like a stopped process that
 *   resumes);
 * - slow: each chunk from the database reaches the app `delayMs` later (latency added once per
 *   round trip, in order; nothing is slowed on the way in).
 */
import net from 'node:net';

/** What the proxy plays. */
export type ProxyMode = { kind: 'pass' } | { kind: 'refuse' } | { kind: 'hang' } | { kind: 'slow'; delayMs: number };

/** A running proxy. */
export interface TcpProxy {
  /** The port the app connects to (kept across refuse and back). */
  readonly port: number;
  readonly mode: ProxyMode;
  /** Connections accepted so far (a refused database accepts none). */
  readonly accepted: number;
  /**
   * Round trips the app asked of the database so far: PostgreSQL frontend messages that wait for
   * an answer (Sync closing an extended-protocol query, or a simple Query), read off the stream.
   */
  readonly roundTrips: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Lane {
  queue: { chunk: Buffer; dueAt: number }[];
  timer: NodeJS.Timeout | null;
  pump: () => void;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  lanes: Lane[];
}

/** Starts a proxy on 127.0.0.1 (port 0: any free port) forwarding to the target. */
export async function startTcpProxy(options: {
  targetHost: string;
  targetPort: number;
  port?: number;
}): Promise<TcpProxy> {
  let mode: ProxyMode = { kind: 'pass' };
  let accepted = 0;
  let roundTrips = 0;
  const pairs = new Set<Pair>();

  const lane = (to: net.Socket, delayed: boolean): Lane => {
    const self: Lane = {
      queue: [],
      timer: null,
      pump: () => {
        if (self.timer) return;
        while (self.queue.length > 0 && mode.kind !== 'hang') {
          const head = self.queue[0]!;
          const wait = delayed ? head.dueAt - Date.now() : 0;
          if (wait > 0) {
            self.timer = setTimeout(() => {
              self.timer = null;
              self.pump();
            }, wait);
            return;
          }
          self.queue.shift();
          if (!to.destroyed) to.write(head.chunk);
        }
      },
    };
    return self;
  };

  const cut = (pair: Pair): void => {
    for (const l of pair.lanes) if (l.timer) clearTimeout(l.timer);
    pair.client.destroy();
    pair.upstream.destroy();
    pairs.delete(pair);
  };

  const onConnection = (client: net.Socket): void => {
    accepted += 1;
    const upstream = net.connect(options.targetPort, options.targetHost);
    const up = lane(upstream, false);
    const down = lane(client, true);
    const pair: Pair = { client, upstream, lanes: [up, down] };
    pairs.add(pair);
    const feed = (target: Lane, extraDelay: () => number) => (chunk: Buffer) => {
      target.queue.push({ chunk, dueAt: Date.now() + extraDelay() });
      target.pump();
    };
    const count = messageCounter(() => (roundTrips += 1));
    client.on('data', (chunk: Buffer) => count(chunk));
    client.on(
      'data',
      feed(up, () => 0),
    );
    upstream.on(
      'data',
      feed(down, () => (mode.kind === 'slow' ? mode.delayMs : 0)),
    );
    for (const socket of [client, upstream]) {
      socket.on('error', () => cut(pair));
      socket.on('close', () => cut(pair));
    }
  };

  let server: net.Server | null = null;
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    get accepted() {
      return accepted;
    },
    get roundTrips() {
      return roundTrips;
    },
    async setMode(next: ProxyMode) {
      mode = next;
      if (next.kind === 'refuse') {
        const closing = unlisten();
        for (const pair of [...pairs]) cut(pair);
        await closing;
        return;
      }
      if (!server) await listen();
      // Held bytes (hang) go out now, in order.
      for (const pair of pairs) for (const l of pair.lanes) l.pump();
    },
    async close() {
      const closing = unlisten();
      for (const pair of [...pairs]) cut(pair);
      await closing;
    },
  };
}

/**
 * Reads the PostgreSQL frontend stream of one connection and calls `onRoundTrip` for every Sync
 * ('S') and simple Query ('Q'). The first message (startup, or an SSL request before it) has no
 * type byte.
 */
function messageCounter(onRoundTrip: () => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let typed = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const header = typed ? 5 : 4;
      if (pending.length < header) return;
      const length = typed ? pending.readInt32BE(1) + 1 : pending.readInt32BE(0);
      if (pending.length < length) return;
      if (typed) {
        const type = String.fromCharCode(pending[0] ?? 0);
        if (type === 'S' || type === 'Q') onRoundTrip();
      } else if (length !== 8) {
        // 8 bytes: an SSL or GSS request, answered by one byte; the startup message comes next.
        typed = true;
      }
      pending = pending.subarray(length);
    }
  };
}
