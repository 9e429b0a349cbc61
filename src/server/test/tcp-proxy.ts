import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones until `restore()`, as a server that went away. */
  cut(): void;
  restore(): void;
  /** `cut()`, then `restore()` after `ms`, as a restarting server. */
  outage(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** The service a URL names (PostgreSQL, Redis), as a proxy's target. */
export function serviceOf(url: string, defaultPort: number): { host: string; port: number } {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port || defaultPort) };
}

/** The same URL (credentials, database and all) sent to a local proxy's port instead. */
export function throughPort(url: string, port: number): string {
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);
  return viaProxy.toString();
}

/**
 * A TCP relay to `target`, between the app and a service it needs (PostgreSQL, Redis), so a test can
 * take that service away. `port` chooses where it listens (one the app was told of before the proxy
 * started, as a database that comes up after the app).
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { port?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const cut = () => {
    down = true;
    for (const socket of sockets) socket.destroy();
  };
  const restore = () => {
    down = false;
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    restore,
    async outage(ms) {
      cut();
      await new Promise((resolve) => setTimeout(resolve, ms));
      restore();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
