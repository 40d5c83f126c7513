/**
 * `startTcpProxy()`: a TCP proxy (node:net) between a server process and a backend such as PostgreSQL, to
 * make the backend "restart" for that server alone without touching the real one, which other suites share.
 *
 * - `forward` (the start): connections are piped to the target;
 * - `refuse`: every proxied connection is destroyed and the listener is closed, so new connections get
 *   ECONNREFUSED (a database that is down);
 * - `drop`: the listener accepts and closes each connection at once (a database that is starting up and
 *   hangs up on clients); proxied connections are destroyed as well.
 */
import { type Server, type Socket, createConnection, createServer } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'drop';

export interface TcpProxy {
  host: string;
  port: number;
  readonly mode: ProxyMode;
  /** Connections currently piped to the target. */
  readonly connections: number;
  /** Connections accepted in `forward` mode since the start. */
  readonly accepted: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let mode: ProxyMode = 'forward';
  let accepted = 0;

  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  const server: Server = createServer((client) => {
    if (mode !== 'forward') {
      client.destroy();
      return;
    }
    accepted += 1;
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('tcp proxy: no TCP address');
  const port = address.port;

  return {
    host: '127.0.0.1',
    port,
    get mode() {
      return mode;
    },
    get connections() {
      return pairs.size;
    },
    get accepted() {
      return accepted;
    },
    async setMode(next) {
      mode = next;
      if (next !== 'forward') destroyAll();
      if (next === 'refuse') {
        // close() waits for open connections, which destroyAll() has just ended.
        await stopListening();
      } else if (!server.listening) {
        await listen(port);
      }
    },
    async close() {
      mode = 'refuse';
      destroyAll();
      await stopListening();
    },
  };
}
