import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from './test/images';
import { multipart } from './test/multipart';
import { flatInput } from './test/factories';
import { startS3TestServer, type S3TestServer } from './test/s3-server';
import { createScratchDatabase } from './test/scratch-database';
import { signUpOnServer } from './test/sign-up';
import { startServerProcess, type ServerProcess } from './test/server-process';

// Two server processes behind one address, as a load balancer runs them: one PostgreSQL, one Redis,
// one bucket, and each its own DATA_DIR and no JWT_SECRET. Runs where both services answer (CI).
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('two instances on one PostgreSQL, Redis and bucket', () => {
  let s3: S3TestServer;
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  // Redis outlives test runs, so the counters of this run belong to a visitor address of its own.
  const visitor = `10.251.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    database = await createScratchDatabase(databaseUrl!);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: 'true',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    // Started together: the migrations and the shared signing key must survive the race.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await s3?.close();
  });

  const call = (instance: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${instance.url}/api/v1${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': visitor,
        ...(init.body && { 'content-type': 'application/json' }),
        ...init.headers,
      },
    });

  it('keeps a session made on one instance good on the other, and a logout on one ends it on both', async () => {
    const registered = await signUpOnServer(
      a,
      { name: 'Rahima Khatun', email: 'rahima@example.com', password: 'Padma river 2026' },
      { 'x-forwarded-for': visitor },
    );
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };

    const me = await call(b, '/user/me', { headers: bearer });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('rahima@example.com');

    expect((await call(b, '/user/logout', { headers: bearer })).status).toBe(200);
    expect((await call(a, '/user/me', { headers: bearer })).status).toBe(401);
  });

  it('counts one visitor against one limit, whichever instance answers', async () => {
    const email = `nobody-${Math.random()}@example.com`;
    const login = (instance: ServerProcess, from = visitor) =>
      call(instance, '/user/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: JSON.stringify({ email, password: 'wrong password' }),
      });
    // Ten wrong passwords on one account from one address in 15 minutes, five on each instance: the
    // next is refused.
    for (let i = 0; i < 5; i++) {
      expect((await login(a)).status).toBe(401);
      expect((await login(b)).status).toBe(401);
    }
    const limited = await login(b);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await login(a)).status).toBe(429);

    // Guesses on that account from other addresses: the account's own ceiling (twenty) holds on both.
    const elsewhere = (i: number) => `10.253.${i}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? a : b, elsewhere(i))).status).toBe(401);
    expect((await login(a, elsewhere(10))).status).toBe(429);
    expect((await login(b, elsewhere(11))).status).toBe(429);
  });

  it('serves a photo uploaded through one instance from the other', async () => {
    const owner = await signUpOnServer(
      a,
      { name: 'Karim Uddin', email: 'karim@example.com', password: 'Barind tract 2026' },
      { 'x-forwarded-for': '10.252.0.1' },
    );
    const { token } = (await owner.json()) as { token: string };
    const form = multipart({ data: JSON.stringify(flatInput) }, [
      { field: 'photos', name: 'front.jpg', type: 'image/jpeg', content: await jpeg(1600, 1200) },
    ]);
    const created = await fetch(`${a.url}/api/v1/property/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const listing = (await created.json()) as { data: { _id: string; cover_photo: { url: string } } };
    const photoUrl = listing.data.cover_photo.url;
    expect(photoUrl).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);

    const fromB = await fetch(b.url + photoUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toMatch(/immutable/);
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(s3.objects.get(photoUrl.slice('/uploads/'.length))?.body).toEqual(bytes);

    // The owner sees the pending listing through either instance, and deleting it on B removes its files.
    const seen = await call(b, `/property/${listing.data._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(seen.status).toBe(200);
    const deleted = await call(b, `/property/${listing.data._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await fetch(a.url + photoUrl)).status).toBe(404);
  });
});
