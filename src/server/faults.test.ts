import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { createLocalStorage } from './media/storage';
import { sweepOrphanFiles } from './properties/sweep-orphan-files';
import { newClientAddress } from './test/client-address';
import { createUser, flatInput } from './test/factories';
import { jpeg } from './test/images';
import { multipart } from './test/multipart';
import { createScratchDatabase } from './test/scratch-database';
import { signUpOnServer } from './test/sign-up';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { serviceOf, startTcpProxy, throughPort, type TcpProxy } from './test/tcp-proxy';
import { createTestApp, type TestContext } from './test/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;

// The server process reaches PostgreSQL through a relay the test can cut, as a database restart or
// failover cuts it: every connection dropped, new ones refused for a while.
describe.skipIf(!databaseUrl)('the database restarting under load', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!);
    proxy = await startTcpProxy(serviceOf(scratch.url, 5432));
    server = await startServerProcess({
      DATABASE_URL: throughPort(scratch.url, proxy.port),
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      // One account posts every listing, a photo with every third: the hour's budget (100 photos by
      // default) must not be what refuses them on a fast machine.
      PHOTO_UPLOADS_PER_HOUR: '100000',
    });
    const registered = await signUpOnServer(server, {
      name: 'Nasrin Akter',
      email: 'nasrin@example.com',
      password: 'Rajshahi silk 2026',
    });
    token = ((await registered.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await scratch?.drop();
  });

  function post(url: string, body: object, headers: Record<string, string> = {}) {
    return fetch(`${server.url}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress(), ...headers },
      body: JSON.stringify(body),
    });
  }

  // Every third listing carries a photo: its files must not outlive a failed insert.
  const carriesPhoto = (n: number) => n % 3 === 0;

  async function postListing(n: number): Promise<Response> {
    const data = { ...flatInput, property_title: `Fault test listing ${n}` };
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientAddress() };
    if (!carriesPhoto(n)) return post('/property/create', data, headers);
    const form = multipart({ data: JSON.stringify(data) }, [
      { field: 'photos', name: 'room.jpg', type: 'image/jpeg', content: await jpeg(640, 480) },
    ]);
    return fetch(`${server.url}/api/v1/property/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': form.contentType },
      body: form.payload,
    });
  }

  it('answers 503 while it is away, recovers by itself, and keeps every write it accepted', async () => {
    const statuses = new Map<number, number>();
    const acceptedMessages: string[] = [];
    const acceptedListings: string[] = [];
    const outageAt = Date.now() + 2_000;
    const stopAt = outageAt + 6_000;
    let recoveredWrites = 0;
    let next = 0;

    async function worker(): Promise<void> {
      while (Date.now() < stopAt) {
        const n = next++;
        const sent =
          n % 2 === 0
            ? post('/contact', {
                name: 'Load tester',
                email: 'load@example.com',
                phone: '01712345678',
                message: `Fault test message ${n}`,
              })
            : postListing(n);
        // An upload refused before its body is read may see its connection closed: status 0 here.
        // Only an upload: a small JSON post always gets an answer.
        const status = await sent.then(
          (response) => response.status,
          (error: unknown) => {
            if (n % 2 === 1 && carriesPhoto(n)) return 0;
            throw error;
          },
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) {
          (n % 2 === 0 ? acceptedMessages : acceptedListings).push(String(n));
          if (Date.now() > outageAt + 3_000) recoveredWrites++;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    async function restartDatabase(): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, outageAt - Date.now()));
      // What clients of a restarting PostgreSQL see: their sessions ended, then no answer for a while.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        new URL(scratch.url).pathname.slice(1),
      ]);
      await admin.end();
      await proxy.outage(2_500);
    }

    await Promise.all([restartDatabase(), ...Array.from({ length: 6 }, worker)]);

    const summary = JSON.stringify(Object.fromEntries(statuses));
    // The process lived through it: no crash, no shutdown (close-with-grace logs one on a crash).
    expect(server.output()).not.toMatch(/shutting down|uncaught|unhandled/i);
    expect(
      [...statuses.keys()].filter((status) => ![0, 201, 503].includes(status)),
      summary,
    ).toEqual([]);
    expect(statuses.get(503), summary).toBeGreaterThan(0);
    expect(recoveredWrites, summary).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);

    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      const messages = await db.query<{ message: string }>('select message from contact_messages');
      const stored = new Set(messages.rows.map((row) => row.message.replace('Fault test message ', '')));
      expect(acceptedMessages.filter((n) => !stored.has(n))).toEqual([]);

      const listings = await db.query<{ title: string }>('select title from properties');
      const storedListings = new Set(
        listings.rows.map((row) => row.title.replace('Fault test listing ', '')),
      );
      expect(acceptedListings.filter((n) => !storedListings.has(n))).toEqual([]);

      // A write whose answer the outage cut off may have been committed, so its files are kept; those
      // whose row did not land are the orphan sweep's, run here at once rather than an hour later.
      const uploads = path.join(server.dataDir, 'uploads');
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
      await sweepOrphanFiles(database.db, createLocalStorage(uploads), { graceMs: 0 }).finally(() =>
        database.close(),
      );
      // Every photo file belongs to a stored photo, and every stored photo has its files.
      const photoRows = await db.query<{ key: string }>('select storage_key as key from photos');
      const keys = new Set(photoRows.rows.map((row) => row.key));
      expect(keys.size, 'listings with photos were accepted too').toBeGreaterThan(0);
      const files = await fs.readdir(uploads).catch(() => [] as string[]);
      const orphans = files.filter((file) => !keys.has(file.replace(/-(\d+|share)\.(webp|jpg)$/, '')));
      expect(orphans).toEqual([]);
      for (const key of keys)
        expect(
          files.some((file) => file.startsWith(`${key}-`)),
          key,
        ).toBe(true);
    } finally {
      await db.end();
    }
  }, 60_000);
});

describe('a client cut off in the middle of an upload', () => {
  let t: TestContext;
  let port: number;
  let token: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    ownerId = (await createUser(t.database.db)).id;
    token = await t.tokenFor(ownerId);
  });
  afterAll(() => t.close());

  /** Sends the head and the first `fraction` of a multipart post, then drops the connection. */
  async function sendPartOf(body: Buffer, contentType: string, fraction: number): Promise<void> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/v1/property/create HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${token}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(body.subarray(0, Math.floor(body.length * fraction)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
  }

  it('leaves no listing and no file, and the server goes on serving', async () => {
    const form = multipart({ data: JSON.stringify(flatInput) }, [
      { field: 'photos', name: 'one.jpg', type: 'image/jpeg', content: await jpeg(1600, 1200) },
      { field: 'photos', name: 'two.jpg', type: 'image/jpeg', content: await jpeg(1600, 1200, '#aa3311') },
    ]);
    // Cut inside the listing data, inside the first photo, and inside the second after a whole first.
    for (const fraction of [0.01, 0.3, 0.8, 0.99]) await sendPartOf(form.payload, form.contentType, fraction);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/property/logged-user-all',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([]);
    expect(await fs.readdir(t.uploadsDir).catch(() => [])).toEqual([]);

    // The same post sent whole is accepted: the cut-off ones failed for being cut off.
    const whole = await fetch(`http://127.0.0.1:${port}/api/v1/property/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      body: form.payload,
    });
    expect(whole.status).toBe(201);
    expect((await fs.readdir(t.uploadsDir)).length).toBeGreaterThan(0);
  });
});
