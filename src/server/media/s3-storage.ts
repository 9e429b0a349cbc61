import type { S3Config } from '../config/config';
import { createS3Objects } from './s3-objects';
import { checkStorageName, isStorageName, UPLOADS_URL_PREFIX, type Storage } from './storage';

// Photo names are random and never reused, so a CDN or browser may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO …), at the top of the bucket under
 * their own names; other objects there (backups under a prefix) are never listed as photos.
 */
export function createS3Storage(config: S3Config): Storage {
  const objects = createS3Objects(config);
  return {
    async put(name, content) {
      await objects.put(checkStorageName(name), content, {
        'content-type': TYPES[name.endsWith('.webp') ? 'webp' : 'jpg'],
        'cache-control': IMMUTABLE,
      });
    },
    async remove(name) {
      await objects.remove(checkStorageName(name));
    },
    async read(name) {
      return objects.get(checkStorageName(name));
    },
    async *list() {
      for await (const { key, modifiedAt } of objects.list()) {
        if (isStorageName(key)) yield { name: key, modifiedAt };
      }
    },
    url: (name) => (config.publicUrl ? `${config.publicUrl}/${name}` : UPLOADS_URL_PREFIX + name),
  };
}
