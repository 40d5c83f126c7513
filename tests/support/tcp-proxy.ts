/**
 * `startTcpProxy()`: a TCP proxy (node:net) between a server process and a backend such as PostgreSQL, to
 * make the backend "restart" for that server alone without touching the real one, which other suites share.
 *
 * - `forward` (the start): connections are piped to the target;
 * - `refuse`: every proxied connection is destroyed and the listener is closed, so new connections get
 *   ECONNREFUSED (a database that is down);
 * - `drop`: the listener accepts and closes each connection at once (a database that is starting up and
 *   hangs up on clients); proxied connections are destroyed as well;
 * - `stall`: nothing more is passed on either way and new connections are accepted but never answered,
 *   while every socket stays open (a database that stopped answering: a network partition, a frozen host).
 *   Leaving `stall` ends those connections, as a partition that heals finds them dead.
 */
import { type Server, type Socket, createConnection, createServer } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'drop' | 'stall';

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
  /** Connections accepted while stalled: held open, never answered. */
  const held = new Set<Socket>();
  let mode: ProxyMode = 'forward';
  let accepted = 0;

  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    for (const client of held) client.destroy();
    held.clear();
  };

  const stallAll = () => {
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  };

  const server: Server = createServer((client) => {
    if (mode === 'stall') {
      held.add(client);
      client.on('error', () => client.destroy()).on('close', () => held.delete(client));
      client.pause();
      return;
    }
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
      const previous = mode;
      mode = next;
      if (next === 'stall') stallAll();
      else if (next !== 'forward' || previous === 'stall') destroyAll();
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
