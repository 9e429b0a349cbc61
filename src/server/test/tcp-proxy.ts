import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones for `ms`, as a restarting server does. */
  outage(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `target`, between the app and its database, so a test can take the database away. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async outage(ms) {
      down = true;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, ms));
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
