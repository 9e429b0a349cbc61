import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3SettingsOf, startS3TestServer, type S3TestServer } from '../test/s3-server';
import { createS3Storage } from './s3-storage';

describe('photos in S3-compatible object storage', () => {
  let s3: S3TestServer;
  const settings = () => s3SettingsOf(s3);
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3.close());

  it('stores, reads back and removes a photo with signed requests', async () => {
    const storage = createS3Storage(settings());
    const photo = Buffer.from('RIFF-and-some-webp-bytes');
    await storage.put('abc123-640.webp', photo);
    expect(s3.objects.get('abc123-640.webp')).toMatchObject({ body: photo, contentType: 'image/webp' });
    expect(await storage.read('abc123-640.webp')).toEqual(photo);
    await storage.remove('abc123-640.webp');
    expect(await storage.read('abc123-640.webp')).toBeNull();
    await storage.remove('abc123-640.webp'); // removing twice is not an error
  });

  it('lists the stored photos page by page, with when each was written, and no other object', async () => {
    const paged = await startS3TestServer({ pageSize: 2 });
    try {
      const storage = createS3Storage({ ...settings(), endpoint: paged.endpoint });
      const names = ['a1-320.webp', 'a1-640.webp', 'a1-share.jpg', 'b2-320.webp', 'b2-640.webp'];
      for (const name of names) await storage.put(name, Buffer.from(name));
      const body = Buffer.from('not ours');
      paged.objects.set('backups/db.sql', { body, contentType: 'text/plain', lastModified: new Date() });
      const longAgo = new Date('2020-01-01T00:00:00Z');
      paged.objects.get('a1-320.webp')!.lastModified = longAgo;

      const listed = [];
      for await (const file of storage.list()) listed.push(file);
      expect(listed.map((file) => file.name)).toEqual(names);
      expect(listed[0]?.modifiedAt).toEqual(longAgo);
      expect(Math.abs(Date.now() - (listed[1]?.modifiedAt.getTime() ?? 0))).toBeLessThan(60_000);
    } finally {
      await paged.close();
    }
  });

  it('fails loudly when the bucket refuses the keys', async () => {
    const storage = createS3Storage({ ...settings(), secretAccessKey: 'wrong' });
    await expect(storage.put('abc123-640.webp', Buffer.from('x'))).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
    expect(s3.objects.size).toBe(0);
  });

  it('refuses a name the server did not make', async () => {
    const storage = createS3Storage(settings());
    await expect(storage.put('../secrets.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.read('a/b.jpg')).rejects.toThrow(/unsafe/);
  });

  it('gives photo URLs on this site, or on the public address of the bucket', () => {
    expect(createS3Storage(settings()).url('abc-640.webp')).toBe('/uploads/abc-640.webp');
    const cdn = createS3Storage({ ...settings(), publicUrl: 'https://photos.thikana.example' });
    expect(cdn.url('abc-640.webp')).toBe('https://photos.thikana.example/abc-640.webp');
  });
});
