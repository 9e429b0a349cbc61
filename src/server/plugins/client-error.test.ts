import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './error-handler';

// A kept-alive connection whose answer is under way when the next request on it turns out to be
// broken: a second answer written into the first one's body would corrupt it for the client.
describe('the answer to a broken request', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    // Node's server with the app's client-error handler, and an answer that is slow to finish (a
    // download to a slow phone): the app's routes answer too quickly to catch one under way.
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '10' });
      response.write('12345');
      setTimeout(() => response.end('67890'), 300);
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is not written into an answer already being sent on that connection', async () => {
    const received = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      );
      // The broken request once the first answer has begun to arrive.
      socket.once('data', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    // The connection is closed (as Node's own handler would), with part of the first answer or all.
    expect(received).not.toContain('HTTP/1.1 400');
    expect(received).not.toContain('BAD_REQUEST');
  });

  it('is the envelope when no answer is under way', async () => {
    const received = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    });
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(received).toContain('"code":"BAD_REQUEST"');
  });
});
