import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './test/factories';
import { createTestApp, type TestContext } from './test/test-app';

// The server's timeouts, shortened so that the test does not wait for the real ones (SERVER_TIMEOUTS).
// (Node's client drops a kept-alive connection at once when the server's keep-alive is a second.)
const timeouts = {
  headersTimeout: 1_000,
  connectionTimeout: 1_500,
  bodyTimeout: 4_000,
  // An upload's: longer than any test here waits.
  requestTimeout: 60_000,
  keepAliveTimeout: 10_000,
};
// What a busy two-core machine may add before a timer fires and a close arrives: less than the gap
// between the header and the request timeout, so that the first test sees the header timeout work.
const SLACK_MS = 3_000;

describe('slow clients', () => {
  let t: TestContext;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({}, { timeouts });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** A raw connection, and whether the server closes it in time. */
  async function connect() {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return {
      socket,
      /** Rejects when the server has not closed it within `ms`. */
      closedWithin: (ms: number) =>
        Promise.race([
          closed,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`the connection was still open after ${ms} ms`)), ms),
          ),
        ]),
    };
  }

  /** Writes `text` a few bytes at a time, so that the connection is never idle (slowloris). */
  function trickle(socket: net.Socket, text: string): () => void {
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= text.length) return clearInterval(timer);
      socket.write(text.slice(at, (at += 2)));
    }, 200);
    return () => clearInterval(timer);
  }

  it('closes a connection whose request head does not arrive within the header timeout', async () => {
    const connection = await connect();
    connection.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    // Header bytes keep coming, so only the header timeout, not the idle one, can end it.
    const stop = trickle(connection.socket, `X-Slow: ${'a'.repeat(1000)}`);
    try {
      await connection.closedWithin(timeouts.headersTimeout + SLACK_MS);
    } finally {
      stop();
      connection.socket.destroy();
    }
  });

  it('closes a connection whose body stops arriving', async () => {
    const connection = await connect();
    connection.socket.write(
      'POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    try {
      await connection.closedWithin(timeouts.connectionTimeout + SLACK_MS);
    } finally {
      connection.socket.destroy();
    }
  });

  it('answers 408 and closes a connection whose JSON body trickles in for longer than the body timeout', async () => {
    const connection = await connect();
    const received: Buffer[] = [];
    connection.socket.on('data', (chunk) => received.push(chunk));
    connection.socket.write(
      'POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
    );
    const stop = trickle(connection.socket, `{"message":"${'a'.repeat(90_000)}"}`);
    try {
      await connection.closedWithin(timeouts.bodyTimeout + SLACK_MS);
    } finally {
      stop();
      connection.socket.destroy();
    }
    const answer = Buffer.concat(received).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
  });

  it('gives an upload of photos longer than the body timeout', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const connection = await connect();
    const boundary = 'slow-phone-boundary';
    connection.socket.write(
      'PATCH /api/v1/user/me/update HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const stop = trickle(connection.socket, 'x'.repeat(100_000));
    try {
      await expect(connection.closedWithin(timeouts.bodyTimeout + SLACK_MS)).rejects.toThrow(/still open/);
    } finally {
      stop();
      connection.socket.destroy();
    }
  });

  it('closes the connection after a 429, and says so', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Using a reset link is allowed ten times in 15 minutes from one address (STRICT_LIMIT).
    const tryReset = () =>
      new Promise<{ status: number; connection: string | undefined; socket: net.Socket }>(
        (resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              agent,
              method: 'PATCH',
              path: '/api/v1/user/password/reset/not-a-token',
              headers: { 'content-type': 'application/json' },
            },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                  socket: request.socket!,
                }),
              );
            },
          );
          request.on('error', reject);
          request.end(JSON.stringify({ password: 'Padma river 2026' }));
        },
      );
    try {
      let answer = await tryReset();
      const first = answer.socket;
      for (let i = 0; i < 20 && answer.status !== 429; i++) {
        expect(answer.connection).toBe('keep-alive');
        expect(answer.socket, 'the answers before the 429 keep their connection').toBe(first);
        answer = await tryReset();
      }
      expect(answer.status).toBe(429);
      expect(answer.connection).toBe('close');
      const socket = answer.socket;
      if (!socket.closed)
        await Promise.race([
          new Promise((resolve) => socket.once('close', resolve)),
          new Promise((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), SLACK_MS)),
        ]);
      expect(socket.closed).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('many connections at once', () => {
  let t: TestContext;
  let port: number;
  const maxConnections = 3;

  beforeAll(async () => {
    t = await createTestApp({}, { maxConnections });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const open = async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  };

  it('closes new connections beyond the cap, and serves again once one ends', async () => {
    const held = [];
    for (let i = 0; i < maxConnections; i++) held.push(await open());
    // The server has seen them all before the next one is opened.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await open();
    await Promise.race([
      new Promise((resolve) => refused.once('close', resolve)),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the extra connection stayed open')), SLACK_MS),
      ),
    ]);
    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(answer.status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
